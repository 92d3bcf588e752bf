import sys
import numpy as np
from stable_baselines3 import PPO
from imitation.algorithms import bc
from imitation.data import rollout
from imitation.data.wrappers import RolloutInfoWrapper
from imitation.util.util import make_vec_env
# BC on CartPole from demonstrations of an untrained PPO policy (no expert download); imitation's trainer logs
rng = np.random.default_rng(0)
venv = make_vec_env("CartPole-v1", rng=rng, n_envs=1, post_wrappers=[lambda env, _: RolloutInfoWrapper(env)])
demo_policy = PPO("MlpPolicy", venv, seed=0)
trajs = rollout.rollout(demo_policy, venv, rollout.make_sample_until(min_episodes=20), rng=rng)
bc_trainer = bc.BC(observation_space=venv.observation_space, action_space=venv.action_space,
                   demonstrations=rollout.flatten_trajectories(trajs), rng=rng,
                   optimizer_kwargs={"lr": float(sys.argv[1])})
bc_trainer.train(n_epochs=int(sys.argv[2]), log_interval=int(sys.argv[3]))
