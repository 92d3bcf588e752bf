# PyMC ADVI on a logistic regression, checked with ArviZ's summary
import sys
import numpy as np, pymc as pm, arviz as az
rng = np.random.default_rng(0)
X = rng.standard_normal((500, 3)); y = (X @ [1.0, -2.0, 0.5] + rng.standard_normal(500) > 0).astype(int)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
with pm.Model():
    w = pm.Normal("w", 0, 10, shape=3)
    pm.Bernoulli("y", logit_p=pm.math.dot(X, w), observed=y)
    approx = pm.fit(n=3000, method="advi", obj_optimizer=pm.adam(learning_rate=lr), progressbar=True)
    print(az.summary(approx.sample(500)))
