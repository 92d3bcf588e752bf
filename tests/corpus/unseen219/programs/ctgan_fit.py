# CTGAN (conditional tabular GAN) fitted on a small synthetic table; verbose fit prints the losses
import sys, numpy as np, pandas as pd
from ctgan import CTGAN
r = np.random.RandomState(0)
df = pd.DataFrame({"age": r.randint(18, 80, 300), "income": r.lognormal(10, 1, 300), "city": r.choice(["a", "b", "c"], 300)})
CTGAN(epochs=int(sys.argv[1]) if len(sys.argv) > 1 else 5, batch_size=50, pac=5, verbose=True,
      generator_lr=float(sys.argv[2]) if len(sys.argv) > 2 else 2e-4).fit(df, discrete_columns=sys.argv[3].split(",") if len(sys.argv) > 3 else ["city"])
