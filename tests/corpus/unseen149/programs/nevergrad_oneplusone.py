# nevergrad's docs example with a named optimizer and a bounded array parametrization, verbosity 1
import sys
import numpy as np, nevergrad as ng
def rosen(x):
    return float(np.sum(100 * (x[1:] - x[:-1] ** 2) ** 2 + (1 - x[:-1]) ** 2))
param = ng.p.Array(shape=(4,)).set_bounds(-2, 2)
optimizer = ng.optimizers.registry[sys.argv[1]](parametrization=param, budget=int(sys.argv[2]))
rec = optimizer.minimize(rosen, verbosity=1)
print(rec.value)
