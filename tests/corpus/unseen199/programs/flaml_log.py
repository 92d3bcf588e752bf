import sys
from flaml import AutoML
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
AutoML().fit(X, y, task="classification", time_budget=30, estimator_list=["lgbm", "rf"], seed=0, n_jobs=1, log_file_name=sys.argv[1])
