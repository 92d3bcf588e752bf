import sys
import cma
es = cma.CMAEvolutionStrategy(int(sys.argv[1]) * [0.5], 0.3, {"maxfevals": 200})
es.optimize(cma.ff.sphere)
