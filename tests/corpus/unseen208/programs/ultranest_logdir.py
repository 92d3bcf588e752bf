import sys, numpy as np, ultranest
sampler = ultranest.ReactiveNestedSampler(["a", "b"], lambda x: -0.5 * np.sum(((x - 0.5) / 0.05) ** 2), lambda u: u, log_dir=sys.argv[1])
sampler.run(min_num_live_points=100)
sampler.print_results()
