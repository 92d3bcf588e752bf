import sys
import numpy as np
from arch import arch_model
from arch.data import sp500
r = 100 * sp500.load()["Adj Close"].pct_change().dropna()
scale = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
res = arch_model(r * scale, vol="GARCH", p=1, q=1, dist="t", rescale=False).fit(update_freq=3)
print(res.summary())
