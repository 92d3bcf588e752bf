# ctgan's TVAE on a synthetic mixed-type table; TVAE's fit prints its progress (verbose=True)
import sys, numpy as np, pandas as pd
from ctgan import TVAE
rng = np.random.default_rng(0); n = 600
df = pd.DataFrame({"age": rng.integers(18, 90, n), "income": rng.lognormal(10, 1, n),
                   "job": rng.choice(["a", "b", "c", "d"], n), "owner": rng.choice(["yes", "no"], n)})
TVAE(epochs=int(sys.argv[1]), batch_size=100, verbose=True).fit(df, discrete_columns=["job", "owner"])
