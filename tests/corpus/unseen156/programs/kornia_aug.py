import sys, torch, kornia.augmentation as K
aug = K.AugmentationSequential(K.RandomHorizontalFlip(), K.ColorJitter(0.2, 0.2, 0.2, 0.1, p=1.0), K.RandomResizedCrop((32, 32)))
x = torch.rand(*[int(s) for s in sys.argv[1].split("x")])
print(aug(x).shape)
