import sys

import pandas as pd
import statsmodels.formula.api as smf

df = pd.read_csv(sys.argv[1])
df["big"] = (df["units"] > 10).astype(int)
smf.logit(sys.argv[2], data=df).fit(method=sys.argv[3] if len(sys.argv) > 3 else "newton")
