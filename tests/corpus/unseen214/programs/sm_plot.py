import sys, statsmodels.api as sm
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
res = sm.OLS(y, sm.add_constant(X[:, :3])).fit()
print(res.summary())
sm.graphics.plot_fit(res, 1)
