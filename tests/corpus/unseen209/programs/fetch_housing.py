from sklearn.datasets import fetch_california_housing
from sklearn.linear_model import RidgeCV
X, y = fetch_california_housing(return_X_y=True, data_home="/tmp/unseen209-scratch/skdata")
print(RidgeCV().fit(X, y).score(X, y))
