import sys, torch, kornia.augmentation as K
size = int(sys.argv[1]) if len(sys.argv) > 1 else 64
aug = K.AugmentationSequential(K.RandomAffine(30.0, p=1.0), K.ColorJitter(0.2, 0.2, 0.2, 0.1, p=1.0), K.RandomGaussianBlur((5, 5), (0.1, 2.0), p=1.0))
imgs = torch.rand(8, 3, size, size)
masks = torch.rand(8, 2, size + 1, size)  # masks of the wrong height
for i in range(int(sys.argv[2]) if len(sys.argv) > 2 else 1):
    out = aug(imgs, masks, data_keys=["input", "mask"])
print([o.shape for o in out])
