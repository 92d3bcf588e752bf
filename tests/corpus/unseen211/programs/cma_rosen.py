import sys
import numpy as np
import cma
f = cma.ff.rosen
if len(sys.argv) > 1 and sys.argv[1] == "nan":
    f = lambda x: np.sqrt(cma.ff.rosen(x) - 1.0)
cma.fmin(f, 8 * [0.5], 0.3, options={"maxfevals": 3000, "verb_disp": 20, "seed": 1})
