import sys
from bayes_opt import BayesianOptimization
from sklearn.datasets import load_wine
from sklearn.svm import SVC
from sklearn.model_selection import cross_val_score
X, y = load_wine(return_X_y=True)
def target(log_C, log_gamma):
    return cross_val_score(SVC(C=10 ** log_C, gamma=10 ** log_gamma), X, y, cv=3).mean()
opt = BayesianOptimization(target, {"log_C": (-3, 3), "log_gamma": (-6, float(sys.argv[1]))}, random_state=1, verbose=2)
opt.maximize(init_points=4, n_iter=8)
print(opt.max)
