# Driver: fits arch's GARCH(1,1) to synthetic daily returns; arch's optimizer prints its own progress.
import argparse
import numpy as np
from arch import arch_model

p = argparse.ArgumentParser()
p.add_argument("--scale", type=float, default=100.0)   # returns in percent by default
p.add_argument("--dist", default="normal")
p.add_argument("--update-freq", type=int, default=1)
a = p.parse_args()
rng = np.random.default_rng(7)
n, w, al, be = 1500, 0.05, 0.08, 0.9
r = np.empty(n); s2 = w / (1 - al - be)
for t in range(n):
    r[t] = np.sqrt(s2) * rng.standard_t(6) / np.sqrt(1.5)
    s2 = w + al * r[t] ** 2 + be * s2
res = arch_model(r / 100.0 * a.scale, vol="GARCH", p=1, q=1, dist=a.dist).fit(update_freq=a.update_freq)
