import sys
from flaml import AutoML
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
automl = AutoML()
automl.fit(X, y, task="classification", metric="log_loss", time_budget=int(sys.argv[1]), estimator_list=["lgbm", "rf", "extra_tree"], seed=0, n_jobs=1)
print(automl.best_estimator, automl.best_loss)
