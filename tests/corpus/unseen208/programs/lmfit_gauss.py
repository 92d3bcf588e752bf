import sys, numpy as np
from lmfit.models import GaussianModel, ExponentialModel
x = np.linspace(-5, 5, 101)
y = 3 * np.exp(-x ** 2 / 2) + np.random.default_rng(0).normal(0, 0.1, x.size)
if "--exp" in sys.argv:
    m = ExponentialModel(); res = m.fit(y, m.make_params(amplitude=1, decay=1e-3), x=x)
else:
    m = GaussianModel(); res = m.fit(y, m.make_params(amplitude=5, center=0.5, sigma=1), x=x)
print(res.fit_report())
