import sys, numpy as np, albumentations as A
transform = A.Compose([A.RandomResizedCrop(size=(64, 64), scale=(0.5, 1.0)), A.HorizontalFlip(p=0.5),
                       A.RandomBrightnessContrast(brightness_limit=float(sys.argv[1]) if len(sys.argv) > 1 else 0.2, p=0.5)],
                      bbox_params=A.BboxParams(format="pascal_voc", label_fields=["labels"]))
img = np.random.randint(0, 255, (96, 128, 3), dtype=np.uint8)
out = transform(image=img, bboxes=[[10, 20, 150, 60]], labels=[1])
print(out["image"].shape, out["bboxes"])
