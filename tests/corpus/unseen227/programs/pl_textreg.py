# Lightning Trainer fitting a bag-of-embeddings sentiment-score regressor on synthetic token ids (the Trainer prints).
import argparse, torch, lightning as L
from torch import nn
from torch.utils.data import DataLoader, TensorDataset
p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=0.05)
p.add_argument("--epochs", type=int, default=3)
p.add_argument("--detect-anomaly", action="store_true")
a = p.parse_args()
torch.manual_seed(0)
x = torch.randint(0, 500, (512, 20)); y = (x < 250).float().mean(1, keepdim=True) * 5
class M(L.LightningModule):
    def __init__(self):
        super().__init__(); self.emb = nn.EmbeddingBag(500, 64); self.out = nn.Linear(64, 1)
    def training_step(self, b, i):
        loss = nn.functional.mse_loss(self.out(self.emb(b[0])), b[1]); self.log("train_loss", loss, prog_bar=True); return loss
    def validation_step(self, b, i):
        self.log("val_loss", nn.functional.mse_loss(self.out(self.emb(b[0])), b[1]), prog_bar=True)
    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=a.lr)
ds = TensorDataset(x, y)
L.Trainer(max_epochs=a.epochs, accelerator="cpu", logger=False, enable_checkpointing=False, detect_anomaly=a.detect_anomaly).fit(
    M(), DataLoader(ds, batch_size=32, shuffle=True), DataLoader(ds, batch_size=128))
