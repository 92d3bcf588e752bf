# statsmodels Logit fitted from a CSV read with pandas, by formula
import sys, pandas as pd, statsmodels.formula.api as smf
df = pd.read_csv(sys.argv[1])
print(smf.logit(sys.argv[2], data=df).fit(maxiter=int(sys.argv[3])).summary())
