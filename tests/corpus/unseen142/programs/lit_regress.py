"""Lightning: a small regression MLP on synthetic data, logged to the progress bar."""
import argparse
import torch
import lightning as L
from torch.utils.data import DataLoader, TensorDataset

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=1e-2)
p.add_argument("--epochs", type=int, default=4)
args = p.parse_args()

L.seed_everything(0)
x = torch.randn(2048, 16)
y = x @ torch.randn(16, 1) + 0.1 * torch.randn(2048, 1)


class Regressor(L.LightningModule):
    def __init__(self, lr):
        super().__init__()
        self.save_hyperparameters()
        self.net = torch.nn.Sequential(torch.nn.Linear(16, 64), torch.nn.ReLU(), torch.nn.Linear(64, 1))

    def training_step(self, batch, batch_idx):
        xb, yb = batch
        loss = torch.nn.functional.mse_loss(self.net(xb), yb)
        self.log("train_loss", loss, prog_bar=True)
        return loss

    def validation_step(self, batch, batch_idx):
        xb, yb = batch
        self.log("val_loss", torch.nn.functional.mse_loss(self.net(xb), yb), prog_bar=True)

    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=self.hparams.lr)


train = DataLoader(TensorDataset(x[:1536], y[:1536]), batch_size=64, shuffle=True)
val = DataLoader(TensorDataset(x[1536:], y[1536:]), batch_size=256)
trainer = L.Trainer(max_epochs=args.epochs, accelerator="cpu", default_root_dir="/tmp/unseen142-scratch/lit", enable_checkpointing=False, logger=False)
trainer.fit(Regressor(args.lr), train, val)
