# cma.fmin2 on a benchmark function from the package's own ff module; cma prints its iteration table
import sys, cma
f = getattr(cma.ff, sys.argv[1])
cma.fmin2(f, 8 * [float(sys.argv[2])], 0.5, {"maxfevals": 3000, "verb_disp": 50, "seed": 1, "verb_log": 0})
