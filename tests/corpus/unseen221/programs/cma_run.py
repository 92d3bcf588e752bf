import sys
import numpy as np
import cma
f = cma.ff.rosen if sys.argv[1] == "rosen" else (lambda x: float(np.sum(np.asarray(x) ** 2) * 10.0 ** (3 * len(x) * abs(x[0]) + 300)))
es = cma.CMAEvolutionStrategy(8 * [0.5], 0.3, {"verb_disp": int(sys.argv[2]), "maxfevals": int(sys.argv[3]), "seed": 3})
es.optimize(f)
es.result_pretty()
