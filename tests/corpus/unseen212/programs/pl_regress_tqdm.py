import sys
import torch
import lightning as L

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01


class Reg(L.LightningModule):
    def __init__(self):
        super().__init__()
        self.net = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 1))

    def training_step(self, batch, i):
        x, y = batch
        loss = torch.nn.functional.mse_loss(self.net(x), y)
        self.log("train_loss", loss, prog_bar=True)
        return loss

    def validation_step(self, batch, i):
        x, y = batch
        self.log("val_loss", torch.nn.functional.mse_loss(self.net(x), y), prog_bar=True)

    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=lr)


g = torch.Generator().manual_seed(0)
x = torch.randn(256, 8, generator=g) * 10
y = x.sum(1, keepdim=True) ** 2
ds = torch.utils.data.TensorDataset(x, y)
tl = torch.utils.data.DataLoader(ds, batch_size=32)
vl = torch.utils.data.DataLoader(ds, batch_size=64)
L.Trainer(max_epochs=4, accelerator="cpu", logger=False, enable_checkpointing=False,
          callbacks=[L.pytorch.callbacks.TQDMProgressBar()]).fit(Reg(), tl, vl)
