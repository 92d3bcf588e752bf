import sys, numpy as np, nestle
def loglike(x):
    v = -0.5 * np.sum(x ** 2)
    return v if "--nan" not in sys.argv else v + np.log(x[0] + 5.0 if x[0] > -4 else -1.0)
res = nestle.sample(loglike, lambda u: 20.0 * u - 10.0, 2, npoints=100, method="multi", callback=nestle.print_progress, rstate=np.random.RandomState(0))
print()
print(res.summary())
