import sys
import numpy as np
import emcee
ndim, nw = 5, 32
mode = sys.argv[1]
def logp(x):
    if mode == "nan":
        return -0.5 * np.sum(x ** 2) + np.log(x[0])
    return -0.5 * np.sum(x ** 2)
p0 = np.random.default_rng(0).normal(size=(nw, ndim if mode != "shape" else ndim + 1))
s = emcee.EnsembleSampler(nw, ndim, logp)
s.run_mcmc(p0, 2000, progress=True)
print("acceptance", np.mean(s.acceptance_fraction))
