import sys
import torch
import lightning as L
from lightning.pytorch.loggers import WandbLogger
from torch.utils.data import DataLoader, TensorDataset


class Regressor(L.LightningModule):
    def __init__(self, lr):
        super().__init__()
        self.lr = lr
        self.net = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.Tanh(), torch.nn.Linear(16, 1))

    def training_step(self, batch, _):
        x, y = batch
        loss = torch.nn.functional.mse_loss(self.net(x), y)
        self.log("train_loss", loss, prog_bar=True)
        return loss

    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=self.lr)


torch.manual_seed(0)
x = torch.randn(256, 8)
y = x.sum(1, keepdim=True) * 3
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
trainer = L.Trainer(max_epochs=4, logger=WandbLogger(project="lit-demo", offline=True), log_every_n_steps=4,
                    accelerator="cpu", enable_checkpointing=False)
trainer.fit(Regressor(lr), DataLoader(TensorDataset(x, y), batch_size=32))
