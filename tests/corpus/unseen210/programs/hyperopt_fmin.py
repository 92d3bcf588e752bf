import sys, math
from hyperopt import fmin, tpe, hp, Trials
def obj(x):
    return math.log(x) if sys.argv[1] == "log" else float(__import__("numpy").log(x)) if sys.argv[1] == "nplog" else (x - 1.0) ** 2
fmin(obj, hp.uniform("x", float(sys.argv[2]), float(sys.argv[3])), algo=tpe.suggest, max_evals=int(sys.argv[4]), trials=Trials(), rstate=__import__("numpy").random.default_rng(0))
