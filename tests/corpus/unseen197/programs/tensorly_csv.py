# TensorLy's parafac (verbose=1) of a 3-way tensor read from a CSV file of rows i,j,k,value.
import sys
import numpy as np
import tensorly as tl
from tensorly.decomposition import parafac
rows = np.genfromtxt(sys.argv[1], delimiter=",")
idx = rows[:, :3].astype(int)
t = np.zeros(tuple(idx.max(axis=0) + 1))
t[tuple(idx.T)] = rows[:, 3]
parafac(tl.tensor(t), rank=2, n_iter_max=8, init="random", random_state=0, verbose=1)
