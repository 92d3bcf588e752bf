# nevergrad's README example: minimise a function with NGOpt, verbosity on
import sys
import numpy as np, nevergrad as ng
def square(x):
    return float(np.sum((x - 0.5) ** 2))
budget = int(sys.argv[1]) if len(sys.argv) > 1 else 40
optimizer = ng.optimizers.NGOpt(parametrization=2, budget=budget)
recommendation = optimizer.minimize(square, verbosity=2)
print(recommendation.value)
