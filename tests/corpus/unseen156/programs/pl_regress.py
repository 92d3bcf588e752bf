import sys, torch, lightning as L
from torch.utils.data import DataLoader, TensorDataset
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-2
torch.manual_seed(0)
X = torch.randn(512, 8); y = X @ torch.randn(8, 1) + 0.1 * torch.randn(512, 1)
class M(L.LightningModule):
    def __init__(self):
        super().__init__(); self.net = torch.nn.Sequential(torch.nn.Linear(8, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1))
    def training_step(self, b, i):
        loss = torch.nn.functional.mse_loss(self.net(b[0]), b[1]); self.log("train_loss", loss, prog_bar=True); return loss
    def validation_step(self, b, i):
        self.log("val_loss", torch.nn.functional.mse_loss(self.net(b[0]), b[1]), prog_bar=True)
    def configure_optimizers(self): return torch.optim.SGD(self.parameters(), lr=lr)
dl = DataLoader(TensorDataset(X, y), batch_size=64); vl = DataLoader(TensorDataset(X[:128], y[:128]), batch_size=64)
L.Trainer(max_epochs=int(sys.argv[2]) if len(sys.argv) > 2 else 4, accelerator="cpu", logger=False, enable_checkpointing=False).fit(M(), dl, vl)
