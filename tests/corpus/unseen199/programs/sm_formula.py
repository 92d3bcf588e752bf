import numpy as np
import statsmodels.api as sm
import statsmodels.formula.api as smf
df = sm.datasets.get_rdataset("Guerry", "HistData").data
print(smf.ols("Lottery ~ Literacy + np.log(Pop1831)", data=df).fit().summary())
