import sys
import numpy as np, pandas as pd
from linearmodels.iv import IV2SLS
rng = np.random.default_rng(0)
x = rng.normal(size=200)
y = np.full(200, float(sys.argv[1])) if len(sys.argv) > 1 else 1 + x + rng.normal(size=200)
df = pd.DataFrame({"y": y, "x": x, "const": 1.0})
print(IV2SLS(df.y, df[["const", "x"]], None, None).fit().summary)
