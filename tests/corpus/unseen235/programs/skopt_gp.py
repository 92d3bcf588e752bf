import sys, math
from skopt import gp_minimize
kind = sys.argv[1]
def f(p):
    x = p[0]
    return math.log(x) if kind == "nan" and x > 0 else (float("nan") if kind == "nan" else (x - 0.3) ** 2)
gp_minimize(f, [(-1.0, 1.0)], n_calls=12, n_initial_points=4, random_state=0, verbose=True)
