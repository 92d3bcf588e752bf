import sys
from hyperactive.experiment.integrations import SklearnCvExperiment
from hyperactive.opt import HillClimbing
from sklearn.datasets import load_iris
from sklearn.svm import SVC
X, y = load_iris(return_X_y=True)
exp = SklearnCvExperiment(estimator=SVC(), X=X, y=y)
hc = HillClimbing(experiment=exp, search_space={"C": [0.01, 0.1, 1, 10], "gamma": [0.0001, 0.01, 0.1, 1, 10]}, n_iter=int(sys.argv[1]), verbose=True)
print(hc.solve())
