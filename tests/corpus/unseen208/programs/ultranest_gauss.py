import numpy as np, ultranest
def loglike(x):
    return -0.5 * np.sum(((x - 0.5) / 0.05) ** 2)
def transform(u):
    return u
sampler = ultranest.ReactiveNestedSampler(["a", "b"], loglike, transform)
sampler.run(min_num_live_points=100, max_ncalls=20000)
sampler.print_results()
