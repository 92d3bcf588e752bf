import sys
import numpy as np
import scipy.sparse as sp
from sklearn.decomposition import NMF, MiniBatchNMF
# matrix factorisation of a user x item ratings matrix (collaborative filtering), scikit-learn's own solver loop
kind = sys.argv[1]
kwargs = {k: eval(v) for k, v in (a.split("=", 1) for a in sys.argv[2:])}
R = sp.random(500, 300, density=0.05, format="csr", random_state=0) * 5
cls = NMF if kind == "nmf" else MiniBatchNMF
model = cls(n_components=16, init="random", random_state=0, verbose=1, **kwargs)
W = model.fit_transform(R)
