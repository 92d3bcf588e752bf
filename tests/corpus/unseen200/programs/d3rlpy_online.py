import sys
import gymnasium as gym
import d3rlpy
lr, steps, per_epoch = float(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
env, eval_env = gym.make("CartPole-v1"), gym.make("CartPole-v1")
dqn = d3rlpy.algos.DQNConfig(learning_rate=lr, batch_size=32).create(device="cpu:0")
buffer = d3rlpy.dataset.create_fifo_replay_buffer(limit=10000, env=env)
explorer = d3rlpy.algos.ConstantEpsilonGreedy(0.3)
dqn.fit_online(env, buffer, explorer, n_steps=steps, n_steps_per_epoch=per_epoch, eval_env=eval_env,
               update_start_step=100)
