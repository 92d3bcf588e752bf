import numpy as np, ultranest
params = ["a", "b"]
def loglike(theta):
    return -0.5 * np.sum(((theta - 0.5) / 0.05) ** 2) + np.log(theta[0] - 0.2)
sampler = ultranest.ReactiveNestedSampler(params, loglike, lambda c: c)
sampler.run(min_num_live_points=100)
sampler.print_results()
