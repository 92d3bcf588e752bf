import numpy as np
from hyperopt import fmin, tpe, hp, SparkTrials
best = fmin(lambda x: (x - 1.0) ** 2, hp.uniform("x", -2.0, 3.0), algo=tpe.suggest, max_evals=20, trials=SparkTrials(parallelism=2))
print(best)
