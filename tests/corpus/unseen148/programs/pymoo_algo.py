import sys
from pymoo.optimize import minimize
from pymoo.problems import get_problem
from pymoo.algorithms.moo.sms import SMSEMOA
from pymoo.algorithms.soo.nonconvex.de import DE
if sys.argv[1] == "smsemoa":
    res = minimize(get_problem("zdt1"), SMSEMOA(pop_size=40), ("n_gen", int(sys.argv[2])), seed=1, verbose=True)
else:
    res = minimize(get_problem("rastrigin", n_var=10), DE(pop_size=50), ("n_gen", int(sys.argv[2])), seed=1, verbose=True)
