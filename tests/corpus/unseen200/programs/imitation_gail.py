import sys
import numpy as np
from stable_baselines3 import PPO
from imitation.algorithms.adversarial.gail import GAIL
from imitation.data import rollout
from imitation.data.wrappers import RolloutInfoWrapper
from imitation.rewards.reward_nets import BasicRewardNet
from imitation.util.networks import RunningNorm
from imitation.util.util import make_vec_env
# GAIL on CartPole from demonstrations of an untrained PPO policy (no expert download); imitation's trainer logs
rng = np.random.default_rng(0)
venv = make_vec_env("CartPole-v1", rng=rng, n_envs=2, post_wrappers=[lambda env, _: RolloutInfoWrapper(env)])
trajs = rollout.rollout(PPO("MlpPolicy", venv, seed=1), venv, rollout.make_sample_until(min_episodes=20), rng=rng)
learner = PPO("MlpPolicy", venv, batch_size=64, n_steps=256, n_epochs=2, seed=0)
reward_net = BasicRewardNet(venv.observation_space, venv.action_space, normalize_input_layer=RunningNorm)
trainer = GAIL(demonstrations=trajs, demo_batch_size=256, gen_replay_buffer_capacity=512, n_disc_updates_per_round=2,
               venv=venv, gen_algo=learner, reward_net=reward_net, disc_opt_kwargs={"lr": float(sys.argv[1])})
trainer.train(int(sys.argv[2]))
