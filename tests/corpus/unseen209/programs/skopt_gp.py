import sys
from skopt import gp_minimize
from skopt.benchmarks import branin
n_calls = int(sys.argv[1]) if len(sys.argv) > 1 else 12
gp_minimize(branin, [(-5.0, 10.0), (0.0, 15.0)], n_calls=n_calls, n_initial_points=5, random_state=0, verbose=True)
