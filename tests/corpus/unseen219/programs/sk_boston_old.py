# an older tutorial's first lines: load the Boston housing data from scikit-learn
from sklearn.datasets import load_boston
X, y = load_boston(return_X_y=True)
print(X.shape)
