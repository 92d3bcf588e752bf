import statsmodels.api as sm
import statsmodels.formula.api as smf
duncan = sm.datasets.get_rdataset("Duncan", "carData").data
print(smf.ols("prestige ~ income + education", data=duncan).fit().summary())
