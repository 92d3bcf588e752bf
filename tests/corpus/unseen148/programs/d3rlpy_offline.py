import sys, numpy as np, d3rlpy
mode, lr = sys.argv[1], float(sys.argv[2])
if mode == "cartpole":
    dataset, env = d3rlpy.datasets.get_cartpole()
else:
    rng = np.random.default_rng(0)
    n = 5000
    obs = rng.normal(size=(n, 4)).astype(np.float32)
    act = rng.integers(0, 2, size=(n,))
    rew = (obs[:, 0] * 100).astype(np.float32)
    term = np.zeros(n); term[99::100] = 1
    dataset = d3rlpy.dataset.MDPDataset(observations=obs, actions=act, rewards=rew, terminals=term)
algo = d3rlpy.algos.DQNConfig(learning_rate=lr, batch_size=32).create(device="cpu")
algo.fit(dataset, n_steps=3000, n_steps_per_epoch=500, save_interval=10)
