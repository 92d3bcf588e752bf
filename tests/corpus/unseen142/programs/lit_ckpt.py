"""Lightning: checkpoints every epoch into the directory given (ModelCheckpoint, save_top_k=-1)."""
import sys
import torch
import lightning as L
from lightning.pytorch.callbacks import ModelCheckpoint
from torch.utils.data import DataLoader, TensorDataset


class Wide(L.LightningModule):
    def __init__(self):
        super().__init__()
        self.net = torch.nn.Sequential(torch.nn.Linear(32, 1024), torch.nn.ReLU(), torch.nn.Linear(1024, 1))

    def training_step(self, batch, batch_idx):
        loss = torch.nn.functional.mse_loss(self.net(batch[0]), batch[1])
        self.log("loss", loss, prog_bar=True)
        return loss

    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=1e-3)


x = torch.randn(512, 32)
data = DataLoader(TensorDataset(x, x.sum(1, keepdim=True)), batch_size=64)
ckpt = ModelCheckpoint(dirpath=sys.argv[1], save_top_k=-1, every_n_epochs=1)
L.Trainer(max_epochs=6, accelerator="cpu", callbacks=[ckpt], logger=False, enable_progress_bar=False).fit(Wide(), data)
