import d3rlpy
dataset, env = d3rlpy.datasets.get_cartpole()
algo = d3rlpy.algos.DQNConfig().create(device="cpu:0")
algo.fit(dataset, n_steps=1000, n_steps_per_epoch=500)
