import sys, torch, lightning as L
from lightning.pytorch.callbacks import TQDMProgressBar
from torch.utils.data import DataLoader, TensorDataset
class Reg(L.LightningModule):
    def __init__(self):
        super().__init__(); self.net = torch.nn.Sequential(torch.nn.Linear(8, 32), torch.nn.Tanh(), torch.nn.Linear(32, 1))
    def training_step(self, b, i):
        x, y = b; loss = torch.nn.functional.mse_loss(self.net(x), y); self.log("train/mse", loss, prog_bar=True); return loss
    def configure_optimizers(self): return torch.optim.SGD(self.parameters(), lr=float(sys.argv[1]))
torch.manual_seed(0)
x = torch.randn(320, 8); y = x[:, :1] * 3
trainer = L.Trainer(max_epochs=int(sys.argv[2]), accelerator="cpu", logger=False, enable_checkpointing=False, enable_model_summary=False,
                    callbacks=[TQDMProgressBar(refresh_rate=1)], detect_anomaly=len(sys.argv) > 3)
trainer.fit(Reg(), DataLoader(TensorDataset(x, y), batch_size=32))
