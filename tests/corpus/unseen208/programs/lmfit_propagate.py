import numpy as np
from lmfit import Model
x = np.linspace(0, 10, 101)
y = 2.0 * np.log(x + 1.0) + np.random.default_rng(0).normal(0, 0.05, x.size)
m = Model(lambda x, a, b: a * np.log(x + b), nan_policy="propagate")
res = m.fit(y, x=x, a=1.0, b=-2.0)
print(res.fit_report())
