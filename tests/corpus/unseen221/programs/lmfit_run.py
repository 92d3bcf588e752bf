import sys
import numpy as np
from lmfit import Model
x = np.linspace(0.1, 10, 120)
y = 4.0 * np.exp(-((x - 5.2) ** 2) / 1.7) + 0.3 + np.random.default_rng(2).normal(0, 0.08, x.size)
def peak(x, amp, cen, wid, off):
    return amp * np.exp(-((x - cen) ** 2) / wid) + off * np.log(x - float(sys.argv[1]))
res = Model(peak).fit(y, x=x, amp=3, cen=5, wid=1, off=0.2)
print(res.fit_report())
