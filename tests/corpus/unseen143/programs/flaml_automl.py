# FLAML's AutoML search (its own logger reports each learner's best error) on the bundled breast-cancer data.
import argparse
from flaml import AutoML
from sklearn.datasets import load_breast_cancer
p = argparse.ArgumentParser(); p.add_argument("--budget", type=float, default=15); p.add_argument("--estimators", default="lgbm,rf,xgboost,extra_tree")
p.add_argument("--verbose", type=int, default=3); p.add_argument("--task", default="classification"); a = p.parse_args()
X, y = load_breast_cancer(return_X_y=True)
AutoML().fit(X, y, task=a.task, time_budget=a.budget, estimator_list=a.estimators.split(","), n_jobs=1, verbose=a.verbose, seed=1)
