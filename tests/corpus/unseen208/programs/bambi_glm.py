import numpy as np, pandas as pd, bambi as bmb
df = pd.DataFrame({"x": np.random.default_rng(0).normal(size=50)})
df["y"] = 1 + 2 * df.x
print(bmb.Model("y ~ x", df).fit(draws=200, tune=200, chains=1))
