import sys
import numpy as np
from skopt import gp_minimize
gp_minimize(lambda x: float((x[0] - 0.3) ** 2 + np.sin(5 * x[1])), [(-2.0, 2.0), (-2.0, 2.0)], n_calls=int(sys.argv[1]) if len(sys.argv) > 1 else 12, random_state=0, verbose=True)
