import sys
import numpy as np
import emcee
ndim, nwalkers = 5, 32
def log_prob(p):
    if sys.argv[1] == "log0":
        return np.log(np.prod(p))  # walkers with a negative product
    return -0.5 * np.sum(p ** 2)
p0 = np.random.default_rng(0).standard_normal((nwalkers, ndim))
sampler = emcee.EnsembleSampler(nwalkers, ndim, log_prob)
sampler.run_mcmc(p0, 500, progress=True)
print("mean acceptance fraction:", np.mean(sampler.acceptance_fraction))
print("autocorr time:", sampler.get_autocorr_time())
