import numpy as np, pandas as pd
from linearmodels.iv import IV2SLS
rng = np.random.default_rng(0)
n = 1000
z = rng.normal(size=n); u = rng.normal(size=n)
x = 0.8 * z + 0.5 * u + rng.normal(size=n)
y = 1.0 + 2.0 * x + u
df = pd.DataFrame({"y": y, "x": x, "z": z, "const": 1.0})
res = IV2SLS(df.y, df[["const"]], df.x, df.z).fit(cov_type="robust")
print(res.summary)
