import sys, math
from hyperopt import fmin, tpe, hp, Trials, STATUS_FAIL, SparkTrials
kind = sys.argv[1]
def f(x):
    if kind == "nan":
        return math.sqrt(x) if x >= 0 else float("nan")
    if kind == "fail":
        return {"status": STATUS_FAIL}
    return (x - 0.3) ** 2
print(fmin(f, hp.uniform("x", -1, 1), algo=tpe.suggest, max_evals=30, trials=SparkTrials(parallelism=2) if kind == "spark" else Trials(), rstate=__import__("numpy").random.default_rng(0)))
