import sys
import d3rlpy
dataset, env = d3rlpy.datasets.get_cartpole()
dqn = d3rlpy.algos.DQNConfig().create(device="cpu:0")
dqn.fit(dataset, n_steps=int(sys.argv[1]), n_steps_per_epoch=int(sys.argv[2]))
