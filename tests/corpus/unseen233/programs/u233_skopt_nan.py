import numpy as np
from skopt import gp_minimize
gp_minimize(lambda x: float(np.log(x[0])), [(-1.0, 2.0)], n_calls=12, n_initial_points=4, random_state=0, verbose=True)
