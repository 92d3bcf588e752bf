import sys, torch, lightning as L
from lightning.pytorch.callbacks import TQDMProgressBar
from torch.utils.data import DataLoader, TensorDataset
torch.manual_seed(0)
X = torch.randn(600, 10); y = (X[:, 0] + X[:, 1] > 0).long()
class M(L.LightningModule):
    def __init__(self):
        super().__init__(); self.net = torch.nn.Linear(10, 2)
    def training_step(self, b, i):
        out = self.net(b[0]); loss = torch.nn.functional.cross_entropy(out, b[1])
        self.log("loss", loss, prog_bar=True); self.log("acc", (out.argmax(1) == b[1]).float().mean(), prog_bar=True, on_epoch=True, on_step=False); return loss
    def configure_optimizers(self): return torch.optim.Adam(self.parameters(), lr=float(sys.argv[1]))
L.Trainer(max_epochs=int(sys.argv[2]), accelerator="cpu", logger=False, enable_checkpointing=False, enable_model_summary=False, callbacks=[TQDMProgressBar(refresh_rate=5)]).fit(M(), DataLoader(TensorDataset(X, y), batch_size=50))
