import sys
import numpy as np, ultranest
params = ["a", "b", "c"]
def loglike(theta):
    return -0.5 * np.sum(((theta - 0.5) / 0.05) ** 2)
def transform(cube):
    return cube * 2 - 0.5
log_dir = sys.argv[1] if len(sys.argv) > 1 else None
sampler = ultranest.ReactiveNestedSampler(params, loglike, transform, log_dir=log_dir)
result = sampler.run(min_num_live_points=200)
sampler.print_results()
