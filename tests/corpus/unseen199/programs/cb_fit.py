import sys
from catboost import CatBoostRegressor
from sklearn.datasets import load_diabetes
from sklearn.model_selection import train_test_split
X, y = load_diabetes(return_X_y=True)
Xtr, Xte, ytr, yte = train_test_split(X, y, random_state=0)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.05
m = CatBoostRegressor(iterations=100, learning_rate=lr, depth=4, eval_metric="MAE", verbose=10, allow_writing_files=False)
m.fit(Xtr, ytr, eval_set=(Xte, yte))
