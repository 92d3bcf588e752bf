# torch-rechub: DeepFM CTR model on a synthetic click table; torch-rechub's CTRTrainer prints the training
import sys, numpy as np, pandas as pd, torch
from torch_rechub.basic.features import DenseFeature, SparseFeature
from torch_rechub.models.ranking import DeepFM
from torch_rechub.trainers import CTRTrainer
from torch_rechub.utils.data import DataGenerator
rng = np.random.default_rng(0); n = 5000
x = {"user": rng.integers(0, 100, n), "item": rng.integers(0, 50, n), "price": rng.random(n).astype(np.float32)}
y = ((x["user"] % 3 == 0) ^ (x["item"] % 2 == 0)).astype(np.float32)
dense = [DenseFeature("price")]; sparse = [SparseFeature("user", 100, embed_dim=8), SparseFeature("item", 50, embed_dim=8)]
tr, va, te = DataGenerator(x, y).generate_dataloader(split_ratio=[0.7, 0.1], batch_size=256)
model = DeepFM(deep_features=dense, fm_features=sparse, mlp_params={"dims": [32, 16], "dropout": 0.1, "activation": "relu"})
t = CTRTrainer(model, optimizer_params={"lr": float(sys.argv[2]), "weight_decay": 1e-5}, n_epoch=int(sys.argv[1]), earlystop_patience=10, device="cpu", model_path="/tmp/unseen145-scratch/")
t.fit(tr, va)
print("test auc:", t.evaluate(t.model, te))
