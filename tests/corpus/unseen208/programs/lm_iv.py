import numpy as np, pandas as pd
from linearmodels.iv import IV2SLS
rng = np.random.default_rng(0)
z = rng.normal(size=200); u = rng.normal(size=200)
df = pd.DataFrame({"z": z, "x": 0.8 * z + 0.5 * u + rng.normal(size=200)})
df["y"] = 1 + 2 * df.x + u
print(IV2SLS.from_formula("y ~ 1 + [x ~ z]", df).fit(cov_type="robust"))
