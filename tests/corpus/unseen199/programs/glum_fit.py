from glum import GeneralizedLinearRegressor
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
GeneralizedLinearRegressor(family="gamma", alpha=0.01, l1_ratio=0.5, solver="irls-cd", verbose=1).fit(X, y)
