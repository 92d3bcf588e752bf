# statsmodels' Logit / ARIMA fits with their optimiser's own display.
import argparse, numpy as np, statsmodels.api as sm
p = argparse.ArgumentParser(); p.add_argument("--model", default="logit"); p.add_argument("--rdataset"); a = p.parse_args()
if a.rdataset:
    d = sm.datasets.get_rdataset(a.rdataset).data; print(d.head())
rng = np.random.default_rng(0)
if a.model == "logit":
    X = sm.add_constant(rng.normal(size=(300, 3))); y = (X @ [0.2, 1.0, -2.0, 0.5] + rng.logistic(size=300) > 0).astype(float)
    print(sm.Logit(y, X).fit(method="newton", disp=True).params)
elif a.model == "separated":
    X = sm.add_constant(rng.normal(size=(100, 2))); y = (X[:, 1] > 0).astype(float)
    print(sm.Logit(y, X).fit(method="bfgs", disp=True, maxiter=50).params)
else:
    e = rng.normal(size=400); y = np.cumsum(e) * 0.1 + e
    print(sm.tsa.SARIMAX(y, order=(2, 1, 1)).fit(disp=True).params)
