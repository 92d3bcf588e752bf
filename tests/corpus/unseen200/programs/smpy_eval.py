import sys
from SMPyBandits.Environment import Evaluator
from SMPyBandits.Arms import Bernoulli
from SMPyBandits.Policies import UCB, Thompson, EpsilonDecreasing
# SMPyBandits' own Evaluator on a 3-armed Bernoulli problem (its verbose output is the log)
configuration = {
    "horizon": int(sys.argv[1]), "repetitions": int(sys.argv[2]), "n_jobs": 1, "verbosity": 6,
    "environment": [{"arm_type": Bernoulli, "params": [0.1, 0.5, 0.9]}],
    "policies": [{"archtype": UCB, "params": {}}, {"archtype": Thompson, "params": {}},
                 {"archtype": EpsilonDecreasing, "params": {"epsilon": float(sys.argv[3])}}],
}
evaluation = Evaluator(configuration)
for envId, env in enumerate(evaluation.envs):
    evaluation.startOneEnv(envId, env)
    evaluation.printFinalRanking(envId)
    evaluation.printLastRegrets(envId)
