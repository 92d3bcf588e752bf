import numpy as np, pandas as pd
from linearmodels.panel import PanelOLS
rng = np.random.default_rng(0)
df = pd.DataFrame({"firm": np.repeat(np.arange(10), 5), "year": np.tile(np.arange(2000, 2005), 10), "x": rng.normal(size=50)})
df["y"] = 2 * df.x + rng.normal(size=50)
print(PanelOLS.from_formula("y ~ 1 + x + EntityEffects", df).fit())
