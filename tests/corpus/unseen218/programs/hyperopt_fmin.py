import sys
import numpy as np
from hyperopt import fmin, tpe, hp, STATUS_OK
def objective(x):
    return {"loss": float(np.log(x)) if sys.argv[1] == "log" else (x - 1.0) ** 2, "status": STATUS_OK}
best = fmin(objective, hp.uniform("x", -2.0, 3.0), algo=tpe.suggest, max_evals=int(sys.argv[2]), rstate=np.random.default_rng(0))
print(best)
