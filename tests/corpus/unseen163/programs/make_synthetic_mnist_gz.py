# Writes small synthetic MNIST files (idx format, gzip) where jax's examples/datasets.py looks for them,
# in place of the download (no network here): 2000 training and 500 test images of 28x28.
import gzip, os, struct
import numpy as np
d = "/tmp/jax_example_data/"
os.makedirs(d, exist_ok=True)
rng = np.random.RandomState(0)
for prefix, n in (("train", 2000), ("t10k", 500)):
    labels = rng.randint(0, 10, n).astype(np.uint8)
    images = (rng.rand(n, 28, 28) * 60).astype(np.uint8)
    for k in range(10):  # a brighter band per class, so there is something to learn
        images[labels == k, 2 * k:2 * k + 3, :] = 250
    with gzip.open(d + prefix + "-images-idx3-ubyte.gz", "wb") as f:
        f.write(struct.pack(">IIII", 2051, n, 28, 28) + images.tobytes())
    with gzip.open(d + prefix + "-labels-idx1-ubyte.gz", "wb") as f:
        f.write(struct.pack(">II", 2049, n) + labels.tobytes())
