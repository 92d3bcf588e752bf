import sys, h5py
with h5py.File(sys.argv[1], "r") as f:
    print(list(f.keys()))
