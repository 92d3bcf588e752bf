import sys
import numpy as np
import nevergrad as ng
def f(x):
    return float(np.sum((x - 0.5) ** 2)) if sys.argv[3] == "sphere" else float(np.log(np.sum(x ** 2) - 1.0))
opt = ng.optimizers.registry[sys.argv[1]](parametrization=3, budget=int(sys.argv[2]))
print(opt.minimize(f, verbosity=2).value)
