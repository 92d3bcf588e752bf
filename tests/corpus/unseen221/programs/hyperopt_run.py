import sys
import numpy as np
from hyperopt import fmin, tpe, hp, Trials
def loss(p):
    return (p["x"] - 1) ** 2 + np.log(p["y"])
fmin(loss, {"x": hp.uniform("x", -5, 5), "y": hp.uniform("y", float(sys.argv[1]), 2)}, algo=tpe.suggest, max_evals=int(sys.argv[2]), trials=Trials(), rstate=np.random.default_rng(0))
