import numpy as np
import statsmodels.api as sm
data = sm.datasets.scotland.load()
exog = sm.add_constant(data.exog, prepend=False)
exog.iloc[3, 1] = np.nan   # one council's unemployment not reported
res = sm.GLM(data.endog, exog, family=sm.families.Gamma(), missing="raise").fit()
print(res.summary())
