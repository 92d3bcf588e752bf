# hyperopt's fmin loop (it draws its own progress bar) minimising a 1-d quadratic with TPE.
from hyperopt import fmin, tpe, hp
best = fmin(fn=lambda x: (x - 0.3) ** 2, space=hp.uniform("x", -2, 2), algo=tpe.suggest, max_evals=40)
