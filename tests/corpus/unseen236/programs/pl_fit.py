import sys, torch, lightning as L
from torch.utils.data import DataLoader, TensorDataset
torch.manual_seed(0)
x = torch.randn(256, 8); y = x @ torch.randn(8, 1) + 0.1 * torch.randn(256, 1)
class Reg(L.LightningModule):
    def __init__(self, lr):
        super().__init__(); self.lr = lr; self.net = torch.nn.Sequential(torch.nn.Linear(8, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1))
    def training_step(self, b, i):
        loss = torch.nn.functional.mse_loss(self.net(b[0]), b[1]); self.log("train_loss", loss, prog_bar=True); return loss
    def validation_step(self, b, i):
        self.log("val_loss", torch.nn.functional.mse_loss(self.net(b[0]), b[1]), prog_bar=True)
    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=self.lr)
dl = DataLoader(TensorDataset(x, y), batch_size=32)
trainer = L.Trainer(max_epochs=int(sys.argv[2]), accelerator="cpu", logger=False, enable_checkpointing=False, **eval("dict(%s)" % (sys.argv[3] if len(sys.argv) > 3 else "")))
trainer.fit(Reg(float(sys.argv[1])), dl, dl, ckpt_path=sys.argv[4] if len(sys.argv) > 4 else None)
