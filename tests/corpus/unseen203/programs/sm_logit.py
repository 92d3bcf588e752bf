# statsmodels' Logit fitted (its optimizer prints its summary) on synthetic data; argv: method, feature scale.
import sys, numpy as np, statsmodels.api as sm
rng = np.random.default_rng(0)
X = sm.add_constant(rng.normal(0, 1, (300, 3)) * float(sys.argv[2]))
y = (X[:, 1] + rng.normal(0, 1, 300) > 0).astype(float)
sm.Logit(y, X).fit(method=sys.argv[1], maxiter=50)
