# torch-rechub's CTRTrainer loop (its own prints and tqdm bars) for a DCN ranking model on synthetic click data.
import sys, numpy as np, torch
from torch_rechub.basic.features import DenseFeature, SparseFeature
from torch_rechub.models.ranking import DCN
from torch_rechub.trainers import CTRTrainer
from torch_rechub.utils.data import DataGenerator
lr, epochs = float(sys.argv[1]), int(sys.argv[2])
torch.manual_seed(0); rng = np.random.default_rng(0); n = 4000
x = {f"d{i}": rng.normal(size=n).astype("float32") for i in range(4)}
x.update({f"s{i}": rng.integers(0, 50, size=n) for i in range(4)})
y = ((x["d0"] + (x["s0"] % 2)) > 0.5).astype("float32")
feats = [DenseFeature(f"d{i}") for i in range(4)] + [SparseFeature(f"s{i}", vocab_size=50, embed_dim=8) for i in range(4)]
train_dl, val_dl, test_dl = DataGenerator(x, y).generate_dataloader(split_ratio=[0.7, 0.1], batch_size=256)
model = DCN(features=feats, n_cross_layers=2, mlp_params={"dims": [32, 16]})
trainer = CTRTrainer(model, optimizer_params={"lr": lr, "weight_decay": 0}, n_epoch=epochs, device="cpu", model_path=sys.argv[3] if len(sys.argv) > 3 else "/tmp/unseen228-scratch/")
trainer.fit(train_dl, val_dl)
