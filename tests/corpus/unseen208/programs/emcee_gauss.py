import sys, numpy as np, emcee
def log_prob(x):
    return -0.5 * np.sum(x ** 2) if "--nan" not in sys.argv else np.log(x[0]) - 0.5 * np.sum(x ** 2)
nwalkers, ndim = 16, 3
p0 = np.random.default_rng(5).normal(size=(nwalkers, ndim))
sampler = emcee.EnsembleSampler(nwalkers, ndim, log_prob)
sampler.run_mcmc(p0, int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 2000, progress=True)
print("acceptance fraction:", np.mean(sampler.acceptance_fraction))
print("autocorr time:", sampler.get_autocorr_time(quiet=True))
