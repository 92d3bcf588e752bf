import sys, numpy as np, nevergrad as ng
def f(x): return float(np.sum((x - 0.5) ** 2) + (np.log(x[0] - 100) if len(sys.argv) > 2 else 0.0))
opt = ng.optimizers.registry[sys.argv[1]](parametrization=ng.p.Array(shape=(5,)), budget=30)
print(opt.minimize(f, verbosity=2).value)
