import pathlib
import sys

from PIL import Image

src, dst = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
dst.mkdir(exist_ok=True)
for p in sorted(src.iterdir()):
    with Image.open(p) as im:
        im.thumbnail((128, 128))
        im.convert("RGB").save(dst / (p.stem + ".jpg"), quality=85)
