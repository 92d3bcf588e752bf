"""SimCLR-style contrastive learning (NT-Xent over two noisy views) of synthetic vectors with Lightning;
Lightning's progress bar and logger do the printing."""
import argparse

import lightning as L
import torch
import torch.nn.functional as F

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=1e-3)
p.add_argument("--epochs", type=int, default=4)
p.add_argument("--temperature", type=float, default=0.1)
a = p.parse_args()


class SimCLRToy(L.LightningModule):
    def __init__(self):
        super().__init__()
        self.enc = torch.nn.Sequential(torch.nn.Linear(32, 64), torch.nn.ReLU(), torch.nn.Linear(64, 16))

    def training_step(self, batch, _):
        (x,) = batch
        z1 = F.normalize(self.enc(x + 0.3 * torch.randn_like(x)), dim=1)
        z2 = F.normalize(self.enc(x + 0.3 * torch.randn_like(x)), dim=1)
        z = torch.cat([z1, z2])
        sim = z @ z.t() / a.temperature
        sim.fill_diagonal_(float("-inf"))
        n = len(x)
        target = torch.cat([torch.arange(n, 2 * n), torch.arange(n)])
        loss = F.cross_entropy(sim, target)
        acc = (sim.argmax(1) == target).float().mean()
        self.log("train_loss", loss, prog_bar=True)
        self.log("pos_top1", acc, prog_bar=True)
        return loss

    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=a.lr, momentum=0.9)


torch.manual_seed(0)
data = torch.utils.data.TensorDataset(torch.randn(2048, 32))
L.Trainer(max_epochs=a.epochs, accelerator="cpu", devices=1, logger=False, enable_checkpointing=False,
          log_every_n_steps=8).fit(SimCLRToy(), torch.utils.data.DataLoader(data, batch_size=128, shuffle=True))
