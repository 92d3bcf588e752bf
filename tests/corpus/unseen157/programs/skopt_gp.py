import numpy as np
from skopt import gp_minimize
gp_minimize(lambda x: (x[0] - 0.3) ** 2 + np.sin(5 * x[1]), [(-2.0, 2.0), (-2.0, 2.0)], n_calls=12, n_initial_points=5, random_state=0, verbose=True)
