import numpy as np
from arch import arch_model
r = np.random.default_rng(0).normal(size=4)
print(arch_model(r, p=1, q=1).fit(update_freq=1).summary())
