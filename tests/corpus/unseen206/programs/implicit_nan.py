import sys
import numpy as np
import scipy.sparse as sp
from implicit.cpu.als import AlternatingLeastSquares
# interactions read from a log where a few confidence values were missing (NaN)
m = sp.random(2000, 1000, density=0.02, format="csr", random_state=0, dtype=np.float32)
m.data = (m.data * 5 + 1).astype(np.float32)
m.data[::500] = np.nan
model = AlternatingLeastSquares(factors=32, iterations=int(sys.argv[1]), calculate_training_loss=True, random_state=0, num_threads=1)
model.fit(m)
