# scikit-learn's dataset fetcher, as its examples call it
from sklearn.datasets import fetch_california_housing
X, y = fetch_california_housing(return_X_y=True, data_home="skdata")
print(X.shape)
