import numpy as np
from arch import arch_model
from arch.data import sp500
r = 100 * sp500.load()["Adj Close"].pct_change()   # first return is NaN
res = arch_model(r, vol="EGARCH", p=1, o=1, q=1).fit(update_freq=5)
print(res.summary())
