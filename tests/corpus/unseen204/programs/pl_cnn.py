import sys, torch, lightning as L
from torch import nn
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-2
class Net(L.LightningModule):
    def __init__(self):
        super().__init__(); self.net = nn.Sequential(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(8, 1))
    def training_step(self, b, i):
        x, y = b; loss = nn.functional.mse_loss(self.net(x).squeeze(1), y)
        self.log("train_loss", loss, prog_bar=True); return loss
    def validation_step(self, b, i):
        x, y = b; self.log("val_mae", (self.net(x).squeeze(1) - y).abs().mean(), prog_bar=True)
    def configure_optimizers(self): return torch.optim.SGD(self.parameters(), lr=lr)
torch.manual_seed(0)
x = torch.randn(256, 3, 16, 16); y = x.mean((1, 2, 3)) * 50
dl = lambda s: torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x[s], y[s]), batch_size=32)
cb = [L.pytorch.callbacks.TQDMProgressBar()] if "tqdm" in sys.argv else None
L.Trainer(max_epochs=3, accelerator="cpu", logger=False, enable_checkpointing=False, callbacks=cb, detect_anomaly="anomaly" in sys.argv).fit(Net(), dl(slice(0, 192)), dl(slice(192, 256)))
