import sys, numpy as np, nevergrad as ng
def f(x):
    return float(np.sum((x - 0.5) ** 2)) if sys.argv[1] == "ok" else float(np.log(np.sum(x)))
opt = ng.optimizers.registry[sys.argv[2]](parametrization=ng.p.Array(shape=(5,)), budget=int(sys.argv[3]))
rec = opt.minimize(f, verbosity=2)
print(rec.value)
