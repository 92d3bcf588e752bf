import sys
import numpy as np
import scipy.sparse as sp
import implicit
model_name = sys.argv[1]
kwargs = dict(a.split("=") for a in sys.argv[2:])
kwargs = {k: (float(v) if "." in v or "e" in v else int(v)) for k, v in kwargs.items()}
rng = np.random.default_rng(0)
users, items = 2000, 1000
m = sp.random(users, items, density=0.02, format="csr", random_state=0, dtype=np.float32)
m.data = (m.data * 5 + 1).astype(np.float32)
cls = {"als": implicit.cpu.als.AlternatingLeastSquares, "bpr": implicit.cpu.bpr.BayesianPersonalizedRanking,
       "lmf": implicit.cpu.lmf.LogisticMatrixFactorization}[model_name]
model = cls(random_state=0, num_threads=1, **kwargs)
model.fit(m)
