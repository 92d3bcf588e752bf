# decode every JPEG of a folder with Pillow
import sys, os
from PIL import Image
for f in sorted(os.listdir(sys.argv[1])):
    im = Image.open(os.path.join(sys.argv[1], f))
    im.load()
    print(f, im.size, im.mode)
