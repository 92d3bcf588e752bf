# pyGAM's LinearGAM gridsearch (its own progress bar) and summary on the bundled diabetes data.
import argparse, numpy as np
from pygam import LinearGAM
from sklearn.datasets import load_diabetes
p = argparse.ArgumentParser(); p.add_argument("--lams", type=int, default=5); p.add_argument("--splines", type=int, default=10); a = p.parse_args()
X, y = load_diabetes(return_X_y=True)
gam = LinearGAM(n_splines=a.splines).gridsearch(X, y, lam=np.logspace(-3, 3, a.lams))
gam.summary()
