import sys
import numpy as np
import cma
f = {"rosen": cma.ff.rosen, "log": lambda x: np.log(cma.ff.sphere(x) - 1.0)}[sys.argv[1]]
es = cma.CMAEvolutionStrategy(8 * [0.5], 0.3, {"seed": 1, "maxfevals": int(sys.argv[2]), "verb_disp": 20})
es.optimize(f)
es.result_pretty()
