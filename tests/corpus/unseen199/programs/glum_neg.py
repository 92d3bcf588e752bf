from glum import GeneralizedLinearRegressor
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
y = y - y.mean()   # centred target
GeneralizedLinearRegressor(family="poisson", alpha=0.01, verbose=1).fit(X, y)
