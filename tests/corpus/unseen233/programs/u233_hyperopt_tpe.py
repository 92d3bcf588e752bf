import sys
from hyperopt import fmin, tpe, hp, STATUS_OK
def objective(p):
    return {"loss": (p["x"] - 1) ** 2 + abs(p["y"]), "status": STATUS_OK}
space = {"x": hp.uniform("x", -5, 5), "y": hp.loguniform("y", -3, 1) if len(sys.argv) < 2 else hp.loguniform("y", 3, -1)}
print(fmin(objective, space, algo=tpe.suggest, max_evals=30))
