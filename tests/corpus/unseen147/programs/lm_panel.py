import numpy as np, pandas as pd
from linearmodels.panel import PanelOLS
rng = np.random.default_rng(0)
ent, yrs = 100, 8
idx = pd.MultiIndex.from_product([range(ent), range(2000, 2000 + yrs)], names=["firm", "year"])
fe = np.repeat(rng.normal(size=ent), yrs)
x = rng.normal(size=ent * yrs) + 0.5 * fe
df = pd.DataFrame({"y": 1.5 * x + fe + rng.normal(size=ent * yrs), "x": x}, index=idx)
print(PanelOLS.from_formula("y ~ x + EntityEffects", df).fit(cov_type="clustered", cluster_entity=True))
