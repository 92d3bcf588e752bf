import sys
import math
from hyperopt import fmin, tpe, hp
mode = sys.argv[1] if len(sys.argv) > 1 else "ok"
def objective(x):
    if mode == "log":
        return math.log(x) if x > 0 else float("nan")
    return (x - 2) ** 2
best = fmin(objective, hp.uniform("x", -5, 5), algo=tpe.suggest, max_evals=int(sys.argv[2]) if len(sys.argv) > 2 else 30)
print(best)
