import sys
import numpy as np
import pandas as pd
import torch
from torch_rechub.basic.features import DenseFeature, SparseFeature
from torch_rechub.models.ranking import DeepFM, WideDeep, DCN
from torch_rechub.trainers import CTRTrainer
from torch_rechub.utils.data import DataGenerator
# synthetic CTR data (stands in for the Criteo sample)
model_name, lr, epochs = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
rng = np.random.default_rng(0)
n = 4000
x = {f"C{i}": rng.integers(0, 50, n) for i in range(5)}
x.update({f"I{i}": rng.normal(size=n).astype(np.float32) for i in range(3)})
y = (rng.random(n) < 0.3).astype(np.float32)
dense = [DenseFeature(f"I{i}") for i in range(3)]
sparse = [SparseFeature(f"C{i}", vocab_size=50, embed_dim=8) for i in range(5)]
dg = DataGenerator(x, y)
tr, va, te = dg.generate_dataloader(split_ratio=[0.7, 0.1], batch_size=256)
if model_name == "deepfm":
    model = DeepFM(deep_features=dense + sparse, fm_features=sparse, mlp_params={"dims": [64, 32], "dropout": 0.2, "activation": "relu"})
elif model_name == "widedeep":
    model = WideDeep(wide_features=dense, deep_features=sparse, mlp_params={"dims": [64, 32], "dropout": 0.2, "activation": "relu"})
else:
    model = DCN(features=dense + sparse, n_cross_layers=2, mlp_params={"dims": [64, 32]})
trainer = CTRTrainer(model, optimizer_params={"lr": lr, "weight_decay": 1e-5}, n_epoch=epochs, earlystop_patience=10,
                     device="cpu", model_path="/tmp/unseen206-scratch/rechub")
trainer.fit(tr, va)
auc = trainer.evaluate(trainer.model, te)
