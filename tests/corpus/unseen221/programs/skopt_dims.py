import sys
from skopt import gp_minimize
gp_minimize(lambda x: (x[0] - 0.3) ** 2, [(float(sys.argv[1]), float(sys.argv[2]))], n_calls=10, random_state=0, verbose=True)
