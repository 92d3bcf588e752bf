import sys, numpy as np, nevergrad as ng
def f(x):
    return [float(np.sum(x ** 2)), float(np.sum((x - 1) ** 2))]
opt = ng.optimizers.DE(parametrization=ng.p.Array(shape=(3,)), budget=int(sys.argv[1]))
opt.minimize(f, verbosity=int(sys.argv[2]))
for p in sorted(opt.pareto_front(), key=lambda p: p.losses[0]):
    print(p.losses)
