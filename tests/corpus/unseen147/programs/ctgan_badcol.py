import numpy as np, pandas as pd
from ctgan import CTGAN
rng = np.random.default_rng(0)
df = pd.DataFrame({"age": rng.normal(40, 10, 300), "city": rng.choice(["a", "b"], 300)})
CTGAN(epochs=2, verbose=True).fit(df, discrete_columns=["town"])
