import sys, numpy as np
from hyperopt import fmin, tpe, hp, Trials
def f(x): return float(np.log(x - 2.0)) if len(sys.argv) > 1 else (x - 1.0) ** 2
fmin(f, hp.uniform("x", -5, 5), algo=tpe.suggest, max_evals=30, trials=Trials(), rstate=np.random.default_rng(0))
