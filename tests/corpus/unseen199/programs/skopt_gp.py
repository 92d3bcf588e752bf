from skopt import gp_minimize
from skopt.benchmarks import branin
gp_minimize(branin, [(-5.0, 10.0), (0.0, 15.0)], n_calls=12, n_initial_points=5, random_state=0, verbose=True)
