import numpy as np, pandas as pd
from linearmodels.panel import PanelOLS
rng = np.random.default_rng(0)
idx = pd.MultiIndex.from_product([np.arange(10), np.arange(2000, 2005)], names=["firm", "year"])
df = pd.DataFrame({"x": rng.normal(size=50)}, index=idx)
df["y"] = 2 * df.x + rng.normal(size=10).repeat(5) + rng.normal(size=50)
print(PanelOLS.from_formula("y ~ 1 + x + EntityEffects", df).fit())
