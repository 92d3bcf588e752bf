# write extracted features to an HDF5 file in chunks with h5py
import sys, numpy as np, h5py
with h5py.File(sys.argv[1], "w") as f:
    d = f.create_dataset("x", shape=(int(sys.argv[2]), 512), dtype="float32", chunks=(256, 512))
    for i in range(0, d.shape[0], 256):
        d[i:i + 256] = np.random.rand(256, 512)
        print("wrote rows", i + 256, flush=True)
