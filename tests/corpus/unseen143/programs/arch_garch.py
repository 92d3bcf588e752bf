# arch's GARCH(1,1) fit with its optimiser's display, on synthetic returns.
import argparse, numpy as np
from arch import arch_model
p = argparse.ArgumentParser(); p.add_argument("--scale", type=float, default=1.0); p.add_argument("--dist", default="normal"); a = p.parse_args()
rng = np.random.default_rng(0); r = rng.standard_t(5, 1000) * a.scale
print(arch_model(r, vol="GARCH", p=1, q=1, dist=a.dist).fit(update_freq=2).summary())
