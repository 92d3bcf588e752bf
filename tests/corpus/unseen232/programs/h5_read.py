# read features and labels from an HDF5 file with h5py
import sys, h5py
with h5py.File(sys.argv[1], "r") as f:
    print(f["x"].shape, f["y"][:10])
