import numpy as np
import pandas as pd
from libreco.data import DatasetPure, random_split
from libreco.algorithms import LightGCN
rng = np.random.default_rng(0)
df = pd.DataFrame({"user": rng.integers(0, 300, 8000), "item": rng.integers(0, 400, 8000),
                   "label": np.ones(8000), "time": np.arange(8000)})
train, eval_ = random_split(df, multi_ratios=[0.9, 0.1])
train_data, data_info = DatasetPure.build_trainset(train)
eval_data = DatasetPure.build_evalset(eval_)
model = LightGCN("ranking", data_info, loss_type="bpr", n_epochs=5, lr=1e-3, batch_size=256)
model.fit(train_data, neg_sampling=True, verbose=2, eval_data=eval_data, metrics=["loss", "roc_auc", "precision", "recall", "ndcg"])
