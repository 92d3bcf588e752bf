import sys, kornia
img = kornia.io.load_image(sys.argv[1], kornia.io.ImageLoadType.RGB32)
print(img.shape)
