import sys, numpy as np, pyswarms as ps
from sklearn.datasets import load_wine
from sklearn.svm import SVC
from sklearn.model_selection import cross_val_score
X, y = load_wine(return_X_y=True)
def f(particles):
    return np.array([1 - cross_val_score(SVC(C=10 ** p[0], gamma=10 ** p[1]), X, y, cv=3).mean() for p in particles])
opt = ps.single.GlobalBestPSO(n_particles=int(sys.argv[1]), dimensions=2, options={"c1": 0.5, "c2": 0.3, "w": 0.9}, bounds=(np.array([-3, -6]), np.array([3, 0])))
opt.optimize(f, iters=int(sys.argv[2]))
