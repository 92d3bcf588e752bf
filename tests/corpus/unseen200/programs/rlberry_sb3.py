import sys
from stable_baselines3 import PPO
from rlberry.envs import gym_make
from rlberry.agents.stable_baselines import StableBaselinesAgent
from rlberry.manager import ExperimentManager
# rlberry's ExperimentManager running its StableBaselinesAgent wrapper; rlberry's writer logs the fit
manager = ExperimentManager(StableBaselinesAgent, (gym_make, dict(id="CartPole-v1")), fit_budget=int(sys.argv[1]),
                            init_kwargs=dict(algo_cls=PPO, policy="MlpPolicy", verbose=0, learning_rate=float(sys.argv[2])),
                            n_fit=1, seed=0, output_dir=sys.argv[3])
manager.fit()
