# a tiny VAE as a LightningModule on synthetic data; Lightning's Trainer and its progress bar print
import sys, torch, lightning as L
from torch import nn
from lightning.pytorch.callbacks import EarlyStopping
class VAE(L.LightningModule):
    def __init__(self, lr):
        super().__init__(); self.lr = lr; self.enc = nn.Linear(32, 8); self.dec = nn.Linear(4, 32)
    def step(self, x):
        mu, logvar = self.enc(x).chunk(2, -1); z = mu + torch.randn_like(mu) * (0.5 * logvar).exp()
        rec = nn.functional.mse_loss(self.dec(z), x); kl = -0.5 * torch.mean(1 + logvar - mu ** 2 - logvar.exp())
        return rec + kl, rec, kl
    def training_step(self, b, i):
        loss, rec, kl = self.step(b[0]); self.log_dict({"train_loss": loss, "rec": rec, "kl": kl}, prog_bar=True); return loss
    def validation_step(self, b, i):
        self.log("val_loss", self.step(b[0])[0], prog_bar=True)
    def configure_optimizers(self): return torch.optim.SGD(self.parameters(), lr=self.lr)
x = torch.utils.data.TensorDataset(torch.randn(256, 32))
dl = torch.utils.data.DataLoader(x, batch_size=32)
L.Trainer(detect_anomaly="--anomaly" in sys.argv, max_epochs=int(sys.argv[2]) if len(sys.argv) > 2 else 3, logger=False, enable_checkpointing=False,
          callbacks=[EarlyStopping("val_loss", check_finite=True)]).fit(VAE(float(sys.argv[1]) if len(sys.argv) > 1 else 1e-2), dl, dl)
