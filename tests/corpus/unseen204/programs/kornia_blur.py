import sys, torch, kornia
size = int(sys.argv[1])
imgs = torch.rand(4, 3, size, size)
print(kornia.filters.gaussian_blur2d(imgs, (9, 9), (1.5, 1.5)).mean())
