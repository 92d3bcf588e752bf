from hyperopt import fmin, tpe, hp, SparkTrials
from sklearn.datasets import load_iris
from sklearn.svm import SVC
from sklearn.model_selection import cross_val_score
X, y = load_iris(return_X_y=True)
fmin(lambda C: -cross_val_score(SVC(C=C), X, y, cv=3).mean(), hp.loguniform("C", -3, 3), algo=tpe.suggest, max_evals=8, trials=SparkTrials(parallelism=2))
