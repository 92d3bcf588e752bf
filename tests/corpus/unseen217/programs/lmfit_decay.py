import sys

import numpy as np
from lmfit import Model, report_fit

rng = np.random.default_rng(0)
x = np.linspace(0, 10, 200)
y = 3.0 * np.exp(-x / float(sys.argv[1])) + rng.normal(0, 0.05, x.size)
model = Model(lambda x, amp, tau: amp * np.exp(-x / tau))
method = sys.argv[3] if len(sys.argv) > 3 else "leastsq"
report_fit(model.fit(y, x=x, amp=1.0, tau=float(sys.argv[2]), method=method))
