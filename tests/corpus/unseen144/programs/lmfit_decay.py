import sys
import numpy as np
from lmfit import Model
t = np.linspace(0.1, 10, 80)
y = 3.0 * np.exp(-0.4 * t) + 0.5 + 0.05 * np.random.default_rng(0).standard_normal(80)
def decay(t, amp, k, c):
    return amp * np.exp(-k * t) + c if sys.argv[1] == "exp" else amp * t ** (-k) * np.log(c * t)
result = Model(decay).fit(y, t=t, amp=1.0, k=0.1, c=float(sys.argv[2]))
print(result.fit_report())
