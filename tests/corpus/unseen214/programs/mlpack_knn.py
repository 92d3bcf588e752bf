import sys, numpy as np, mlpack
X = np.random.rand(int(sys.argv[1]), 3)
mlpack.knn(reference=X, k=int(sys.argv[2]), verbose=True)
