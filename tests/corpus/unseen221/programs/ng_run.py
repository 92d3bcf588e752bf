import sys
import numpy as np
import nevergrad as ng
opt = ng.optimizers.registry[sys.argv[1]](parametrization=ng.p.Array(shape=(4,)), budget=int(sys.argv[2]))
f = lambda x: float(np.sum((x - 0.5) ** 2)) if sys.argv[3:] != ["nan"] else float(np.log(x[0]) + np.sum(x ** 2))
print(opt.minimize(f, verbosity=2).value)
