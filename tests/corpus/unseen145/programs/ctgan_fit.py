# CTGAN on a synthetic mixed-type table; CTGAN's fit prints its progress (verbose=True)
import sys, numpy as np, pandas as pd
from ctgan import CTGAN
rng = np.random.default_rng(0); n = 600
df = pd.DataFrame({"age": rng.integers(18, 90, n), "income": rng.lognormal(10, 1, n),
                   "job": rng.choice(["a", "b", "c", "d"], n), "owner": rng.choice(["yes", "no"], n)})
CTGAN(epochs=int(sys.argv[1]), batch_size=100, generator_lr=float(sys.argv[2]), discriminator_lr=float(sys.argv[2]),
      verbose=True).fit(df, discrete_columns=["job", "owner"])
