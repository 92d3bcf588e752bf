import sys
from evotorch.algorithms import SNES
from evotorch.logging import StdOutLogger
from evotorch.neuroevolution import GymNE
# evotorch's own GymNE + SNES loop on CartPole, its StdOutLogger prints each generation
problem = GymNE(env="CartPole-v1", network="Linear(obs_length, act_length)", num_actors=1,
                observation_normalization=False)
searcher = SNES(problem, popsize=int(sys.argv[2]), center_learning_rate=float(sys.argv[1]),
                stdev_init=float(sys.argv[4]))
StdOutLogger(searcher)
searcher.run(int(sys.argv[3]))
