import sys, numpy as np, albumentations as A
t = A.Compose([A.RandomCrop(int(sys.argv[1]), int(sys.argv[1])), A.HorizontalFlip(p=0.5), A.Normalize()])
img = np.random.randint(0, 255, (64, 64, 3), dtype=np.uint8)
print(t(image=img)["image"].shape)
