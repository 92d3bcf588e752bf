import sys
import numpy as np
from lmfit.models import GaussianModel
rng = np.random.default_rng(0)
x = np.linspace(-5, 5, 201)
y = 3.0 * np.exp(-(x - 0.5) ** 2 / 2.0) + rng.normal(0, 0.1, x.size)
if len(sys.argv) > 1 and sys.argv[1] == "nan":
    y[40] = np.nan
m = GaussianModel()
res = m.fit(y, m.guess(y, x=x), x=x)
print(res.fit_report())
