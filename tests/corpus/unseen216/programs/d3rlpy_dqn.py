import sys
import numpy as np
import d3rlpy
# synthetic CartPole-shaped transitions (the dataset download does not work here)
rng = np.random.default_rng(0)
n = 2000
obs = rng.normal(size=(n, 4)).astype(np.float32)
act = rng.integers(0, 2, size=n)
rew = rng.normal(size=n).astype(np.float32)
term = (np.arange(n) % 50 == 49).astype(np.float32)
dataset = d3rlpy.dataset.MDPDataset(obs, act, rew, term)
algo = d3rlpy.algos.DQNConfig(learning_rate=float(sys.argv[1]), batch_size=32).create(device="cpu:0")
algo.fit(dataset, n_steps=int(sys.argv[2]), n_steps_per_epoch=int(sys.argv[3]), show_progress=False, save_interval=1000)
