import sys, numpy as np
from arch import arch_model
rng = np.random.default_rng(4)
r = rng.standard_t(5, size=500) * float(sys.argv[1] if len(sys.argv) > 1 else 1)
res = arch_model(r, vol="GARCH", p=1, q=1, rescale=False).fit(update_freq=1)
print(res.summary())
