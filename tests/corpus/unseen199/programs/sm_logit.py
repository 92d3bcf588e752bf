import statsmodels.api as sm
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
res = sm.Logit(y, sm.add_constant(X[:, :4])).fit(method="newton", maxiter=50)
res2 = sm.MNLogit(y, sm.add_constant(X[:, :2])).fit(method="bfgs", maxiter=200)
