# make thumbnails of scanned pages with Pillow
import sys
from PIL import Image
for p in sys.argv[1:]:
    im = Image.open(p); im.thumbnail((256, 256)); print(p, im.size)
