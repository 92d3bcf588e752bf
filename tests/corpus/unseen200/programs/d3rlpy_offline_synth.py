import sys
import numpy as np
import d3rlpy
# synthetic logged data of CartPole's shape (the bundled dataset needs a download); argv[3] puts NaN rewards in
rng = np.random.default_rng(0)
n = 5000
obs = rng.normal(size=(n, 4)).astype(np.float32)
actions = rng.integers(0, 2, size=n)
rewards = np.ones(n, dtype=np.float32)
if len(sys.argv) > 3 and sys.argv[3] == "nan":
    rewards[rng.integers(0, n, size=5)] = np.nan
terminals = np.zeros(n); terminals[99::100] = 1
dataset = d3rlpy.dataset.MDPDataset(obs, actions, rewards, terminals)
algo = d3rlpy.algos.DiscreteCQLConfig().create(device="cpu:0")
algo.fit(dataset, n_steps=int(sys.argv[1]), n_steps_per_epoch=int(sys.argv[2]), save_interval=100)
