# bambi linear regression on synthetic data; argv: prior_sigma for the slope (a negative one is a bad prior)
import sys, numpy as np, pandas as pd, bambi as bmb
rng = np.random.default_rng(0)
df = pd.DataFrame({"x": rng.normal(size=100)}); df["y"] = 1.5 * df["x"] + rng.normal(0, 0.5, 100)
model = bmb.Model("y ~ x", df, priors={"x": bmb.Prior("Normal", mu=0, sigma=float(sys.argv[1]))})
idata = model.fit(draws=300, tune=300, chains=2, cores=1, random_seed=0, progressbar=True)
print(idata.posterior["x"].mean().item())
