import sys, numpy as np, pandas as pd, torch
from torch_rechub.basic.features import SparseFeature, DenseFeature
from torch_rechub.models.ranking import WideDeep
from torch_rechub.trainers import CTRTrainer
from torch_rechub.utils.data import DataGenerator
rng = np.random.default_rng(0); n = 3000
df = pd.DataFrame({"c1": rng.integers(0, 10, n), "c2": rng.integers(0, 30, n), "d1": rng.normal(size=n)})
y = ((df.c1 > 4) ^ (df.d1 > 0)).astype("float32").values
sparse = [SparseFeature("c1", vocab_size=10, embed_dim=8), SparseFeature("c2", vocab_size=30, embed_dim=8)]
dense = [DenseFeature("d1")]
train_dl, val_dl, test_dl = DataGenerator(df, y).generate_dataloader(split_ratio=[0.7, 0.1], batch_size=256)
model = WideDeep(wide_features=dense, deep_features=sparse, mlp_params={"dims": [32, 16], "dropout": 0.1, "activation": "relu"})
trainer = CTRTrainer(model, optimizer_params={"lr": float(sys.argv[1]), "weight_decay": 1e-5}, n_epoch=int(sys.argv[2]), earlystop_patience=5, device="cpu", model_path=sys.argv[3] if len(sys.argv) > 3 else "./rechub_out")
trainer.fit(train_dl, val_dl)
