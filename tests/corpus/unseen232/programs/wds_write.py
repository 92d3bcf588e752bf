# write webdataset tar shards of random JPEG images
import sys, io, numpy as np, webdataset as wds
from PIL import Image
rng = np.random.default_rng(0)
with wds.ShardWriter(sys.argv[1], maxcount=int(sys.argv[2])) as sink:
    for i in range(int(sys.argv[3])):
        sink.write({"__key__": f"s{i:05d}", "jpg": rng.integers(0, 255, (32, 32, 3), dtype=np.uint8), "cls": i % 10})
