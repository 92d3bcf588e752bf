from skopt import gp_minimise
print(gp_minimise(lambda x: x[0] ** 2, [(-1.0, 1.0)], n_calls=10))
