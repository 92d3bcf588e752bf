import numpy as np
from catboost import Pool, cv
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
y = y * 1e306   # targets in another unit, far too large
cv(Pool(X, y), {"iterations": 30, "learning_rate": 0.3, "depth": 3, "loss_function": "RMSE", "verbose": 5}, fold_count=3)
