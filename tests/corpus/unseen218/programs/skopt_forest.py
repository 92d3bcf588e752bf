import sys
from skopt import forest_minimize
forest_minimize(lambda x: (x[0] - 0.3) ** 2, [(0.0, 1.0)], base_estimator=sys.argv[1], n_calls=int(sys.argv[2]), n_initial_points=3, random_state=0, verbose=True)
