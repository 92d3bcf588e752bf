import sys, numpy as np, scipy.sparse as sp
from implicit.als import AlternatingLeastSquares
rng = np.random.default_rng(0)
m = sp.random(2000, 1000, density=0.01, format="csr", random_state=0, dtype=np.float32)
if sys.argv[1] == "nan":
    m.data[0] = np.nan
model = AlternatingLeastSquares(factors=32, iterations=10, calculate_training_loss=True, random_state=0)
model.fit(m)
