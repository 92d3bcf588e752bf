import sys
from hyperopt import fmin, tpe, hp
from hyperopt.mongoexp import MongoTrials
trials = MongoTrials(sys.argv[1], exp_key="exp1")
print(fmin(lambda x: (x - 1) ** 2, hp.uniform("x", -5, 5), algo=tpe.suggest, max_evals=20, trials=trials))
