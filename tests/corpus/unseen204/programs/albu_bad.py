import sys, numpy as np, albumentations as A
transform = A.Compose([A.RandomResizedCrop(size=(64, 64), scale=(1.5, 0.5)), A.GaussNoise(std_range=(0.1, 0.2), p=0.5)])
img = np.random.randint(0, 255, (96, 128, 3), dtype=np.uint8)
print(transform(image=img)["image"].shape)
