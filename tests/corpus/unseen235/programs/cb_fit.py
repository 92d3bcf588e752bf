import sys
from catboost import CatBoostClassifier, CatBoostRegressor
from sklearn.datasets import load_breast_cancer, fetch_california_housing, load_diabetes
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.1
task = sys.argv[2] if len(sys.argv) > 2 else "cls"
train_dir = sys.argv[3] if len(sys.argv) > 3 else "catboost_info"
if task == "cls":
    X, y = load_breast_cancer(return_X_y=True)
    m = CatBoostClassifier(iterations=300, learning_rate=lr, eval_metric="AUC", od_type="Iter", od_wait=20, verbose=25, train_dir=train_dir, thread_count=1)
else:
    X, y = load_diabetes(return_X_y=True)
    m = CatBoostRegressor(iterations=300, learning_rate=lr, verbose=25, train_dir=train_dir, thread_count=1)
m.fit(X[::2], y[::2], eval_set=(X[1::2], y[1::2]))
