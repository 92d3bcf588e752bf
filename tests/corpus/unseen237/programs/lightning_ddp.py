import sys
import torch, lightning as L
from lightning.pytorch.callbacks import TQDMProgressBar
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-4
class M(L.LightningModule):
    def __init__(self):
        super().__init__(); self.net = torch.nn.Linear(8, 1)
    def training_step(self, b, i):
        x, y = b; loss = torch.nn.functional.mse_loss(self.net(x), y)
        self.log("train_loss", loss, prog_bar=True, sync_dist=True); return loss
    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=lr)
g = torch.Generator().manual_seed(0)
x = torch.randn(256, 8, generator=g) * 10; y = x.sum(1, keepdim=True)
dl = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x, y), batch_size=16)
L.Trainer(max_epochs=3, accelerator="cpu", devices=2, strategy="ddp", enable_checkpointing=False, logger=False,
          callbacks=[TQDMProgressBar(refresh_rate=4)]).fit(M(), dl)
