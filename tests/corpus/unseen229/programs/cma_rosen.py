"""Minimise cma's bundled Rosenbrock function with CMA-ES; cma.fmin2 prints its own iteration table (verb_disp)."""
import cma

cma.fmin2(cma.ff.rosen, 6 * [0.5], 0.3, {"maxfevals": 2000, "verb_disp": 40, "seed": 3, "verb_log": 0})
