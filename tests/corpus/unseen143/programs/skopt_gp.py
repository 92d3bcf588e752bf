# scikit-optimize's gp_minimize with verbose=True (it reports each call) on a small analytic objective.
import argparse, numpy as np
from skopt import gp_minimize
p = argparse.ArgumentParser(); p.add_argument("--calls", type=int, default=15); p.add_argument("--log", action="store_true"); a = p.parse_args()
def f(x):
    v = (x[0] - 0.3) ** 2 + np.sin(5 * x[1]) * 0.1
    return float(np.log(v)) if a.log else v
gp_minimize(f, [(-2.0, 2.0), (-2.0, 2.0)], n_calls=a.calls, n_initial_points=5, random_state=0, verbose=True)
