import sys, numpy as np, cma
f = {"rosen": cma.ff.rosen, "lognan": lambda x: float(np.log(1.0 - np.sum(np.square(x))))}[sys.argv[1]]
es = cma.CMAEvolutionStrategy(int(sys.argv[2]) * [0.5], float(sys.argv[3]), {"seed": 1, "maxiter": int(sys.argv[4]), "verb_disp": 10})
es.optimize(f)
es.result_pretty()
