# scikit-learn's SGDRegressor with verbose=1 on the bundled diabetes data (unscaled).
import argparse
from sklearn.datasets import load_diabetes
from sklearn.linear_model import SGDRegressor
p = argparse.ArgumentParser(); p.add_argument("--eta0", type=float, default=0.01); p.add_argument("--scale", type=float, default=1.0); a = p.parse_args()
X, y = load_diabetes(return_X_y=True)
SGDRegressor(eta0=a.eta0, max_iter=20, verbose=1, random_state=0).fit(X * a.scale, y)
