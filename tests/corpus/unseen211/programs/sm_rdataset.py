import statsmodels.api as sm
duncan = sm.datasets.get_rdataset("Duncan", "carData").data
print(sm.OLS(duncan["prestige"], sm.add_constant(duncan[["income", "education"]])).fit().summary())
