import sys, torch, lightning as L
from torch.utils.data import DataLoader, TensorDataset
class Clf(L.LightningModule):
    def __init__(self):
        super().__init__(); self.net = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 2))
    def training_step(self, b, i):
        x, y = b; return torch.nn.functional.cross_entropy(self.net(x), y)
    def validation_step(self, b, i):
        x, y = b; out = self.net(x)
        self.log_dict({"val_loss": torch.nn.functional.cross_entropy(out, y), "val_acc": (out.argmax(1) == y).float().mean()})
    def configure_optimizers(self): return torch.optim.Adam(self.parameters(), lr=float(sys.argv[1]))
torch.manual_seed(0)
x = torch.randn(512, 8); y = (x[:, 0] + x[:, 1] > 0).long()
tr, va = DataLoader(TensorDataset(x[:400], y[:400]), batch_size=40), DataLoader(TensorDataset(x[400:], y[400:]), batch_size=56)
trainer = L.Trainer(max_epochs=int(sys.argv[2]), accelerator="cpu", logger=False, enable_checkpointing=False, enable_progress_bar=False, enable_model_summary=False)
model = Clf(); trainer.fit(model, tr); trainer.validate(model, va)
