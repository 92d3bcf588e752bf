import statsmodels.api as sm
df = sm.datasets.get_rdataset("Guerry", "HistData").data
print(sm.OLS.from_formula("Lottery ~ Literacy", df).fit().summary())
