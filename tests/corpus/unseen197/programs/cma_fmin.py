# pycma's fmin2 loop (it prints its own iteration table) on its bundled Rosenbrock function.
import sys, cma
dim = int(sys.argv[1]) if len(sys.argv) > 1 else 8
cma.fmin2(cma.ff.rosen, dim * [0.5], 0.3, {"maxfevals": 3000, "seed": 1, "verb_disp": 100})
