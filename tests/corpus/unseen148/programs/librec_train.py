import sys, numpy as np, pandas as pd
from libreco.data import random_split, DatasetPure
from libreco.algorithms import SVDpp, NCF
rng = np.random.default_rng(0); n = 20000
data = pd.DataFrame({"user": rng.integers(0, 500, n), "item": rng.integers(0, 300, n), "label": rng.integers(1, 6, n).astype(float), "time": np.arange(n)})
train, eval_ = random_split(data, multi_ratios=[0.8, 0.2])
train_data, data_info = DatasetPure.build_trainset(train)
eval_data = DatasetPure.build_evalset(eval_)
Algo = SVDpp if sys.argv[1] == "svdpp" else NCF
model = Algo(task="rating", data_info=data_info, embed_size=16, n_epochs=int(sys.argv[3]), lr=float(sys.argv[2]), batch_size=256)
model.fit(train_data, neg_sampling=False, verbose=2, shuffle=True, eval_data=eval_data, metrics=["loss", "rmse", "mae", "r2"])
