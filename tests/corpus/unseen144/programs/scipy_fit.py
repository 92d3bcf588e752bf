import sys
import numpy as np
from scipy.optimize import curve_fit
t = np.linspace(0, 10, 50)
y = 3.0 * np.exp(-0.4 * t) * np.cos(2.1 * t) + 0.05 * np.random.default_rng(0).standard_normal(50)
model = lambda t, a, k, w: a * np.exp(-k * t) * np.cos(w * t)
popt, pcov = curve_fit(model, t, y, p0=[float(v) for v in sys.argv[1:4]], maxfev=int(sys.argv[4]))
print(popt)
