import sys
import numpy as np
from arch import arch_model
rng = np.random.default_rng(0)
r = rng.standard_t(5, 1000)
if len(sys.argv) > 1 and sys.argv[1] == "inf":
    r[100] = np.inf
am = arch_model(r, vol="GARCH", p=1, q=1, dist=sys.argv[2] if len(sys.argv) > 2 else "t")
res = am.fit(update_freq=2)
print(res.summary())
