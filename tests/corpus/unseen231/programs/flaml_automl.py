import sys
from flaml import AutoML
from sklearn.datasets import load_breast_cancer
X, y = load_breast_cancer(return_X_y=True)
automl = AutoML()
automl.fit(X, y, task="classification", time_budget=float(sys.argv[1]), estimator_list=sys.argv[2].split(","), metric="log_loss", verbose=3, seed=0)
