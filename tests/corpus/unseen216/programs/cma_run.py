import sys
import numpy as np
import cma
kind = sys.argv[1]
def f(x):
    if kind == "logzero":
        return float(np.log(np.sum(np.abs(x)) - np.sum(np.abs(x))))  # log(0) by construction
    return cma.ff.rosen(x)
cma.fmin2(f, 8 * [0.5], 0.3, options={"maxfevals": int(sys.argv[2]), "verb_disp": 20, "seed": 1})
