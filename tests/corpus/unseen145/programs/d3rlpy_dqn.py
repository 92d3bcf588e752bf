# d3rlpy: offline DQN on transitions collected from CartPole by a random policy; d3rlpy's fit loop logs per epoch
import sys, gymnasium as gym, d3rlpy
env = gym.make("CartPole-v1")
buf = d3rlpy.dataset.create_fifo_replay_buffer(limit=5000, env=env)
d3rlpy.algos.DiscreteRandomPolicyConfig().create().collect(env, buf, n_steps=3000)
dqn = d3rlpy.algos.DQNConfig(learning_rate=float(sys.argv[1]), batch_size=64).create(device="cpu:0")
dqn.fit(buf, n_steps=int(sys.argv[2]), n_steps_per_epoch=int(sys.argv[2]) // 3, save_interval=100)
