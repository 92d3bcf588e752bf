import sys
import numpy as np
from sklearn.decomposition import NMF
# a dense users x items matrix of implicit counts, factorised with scikit-learn's NMF
users, items = int(sys.argv[1]), int(sys.argv[2])
R = np.random.default_rng(0).poisson(0.05, size=(users, items)).astype(np.float64)
W = NMF(n_components=64, init="nndsvd", max_iter=20, verbose=1).fit_transform(R)
