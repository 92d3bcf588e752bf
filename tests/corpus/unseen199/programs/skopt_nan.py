import numpy as np
from skopt import gp_minimize
def objective(x):
    # relative error of a fit; undefined where the reference is zero
    ref = np.sin(x[0])
    return float(abs(np.cos(x[0]) - ref) / abs(ref)) if ref != 0 else float("nan")
gp_minimize(objective, [(0, 6)], n_calls=12, n_initial_points=5, random_state=3, verbose=True)
