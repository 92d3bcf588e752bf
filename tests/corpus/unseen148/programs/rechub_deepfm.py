import sys, numpy as np, pandas as pd, torch
from torch_rechub.basic.features import SparseFeature, DenseFeature
from torch_rechub.models.ranking import DeepFM
from torch_rechub.trainers import CTRTrainer
from torch_rechub.utils.data import DataGenerator
torch.manual_seed(0); rng = np.random.default_rng(0); n = 20000
x = {"user": rng.integers(0, 500, n), "item": rng.integers(0, 300, n), "price": rng.normal(size=n).astype(np.float32)}
if len(sys.argv) > 3: x["price"][::50] = np.nan  # a feature column with missing values
y = ((x["user"] + x["item"]) % 3 == 0).astype(np.float32)
sparse = [SparseFeature("user", vocab_size=500, embed_dim=16), SparseFeature("item", vocab_size=300, embed_dim=16)]
dense = [DenseFeature("price")]
train_dl, val_dl, test_dl = DataGenerator(x, y).generate_dataloader(split_ratio=[0.7, 0.1], batch_size=256)
model = DeepFM(deep_features=dense + sparse, fm_features=sparse, mlp_params={"dims": [64, 32], "dropout": 0.2, "activation": "relu"})
trainer = CTRTrainer(model, optimizer_params={"lr": float(sys.argv[1]), "weight_decay": 1e-5}, n_epoch=int(sys.argv[2]), earlystop_patience=10, device="cpu", model_path="/tmp/unseen148-scratch/")
trainer.fit(train_dl, val_dl)
print(f"test auc: {trainer.evaluate(trainer.model, test_dl)}")
