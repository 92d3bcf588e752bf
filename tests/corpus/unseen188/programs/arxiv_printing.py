# Driver: a tiny char-level LightningModule with arxiv-generator's PrintingCallback
# (title_generator/callbacks/printing_callback.py), logging configured as its scripts do (INFO).
import argparse, logging, sys, torch
import pytorch_lightning as pl
sys.path.insert(0, "/tmp/unseen188-scratch/arxiv-generator")
from title_generator.callbacks.printing_callback import PrintingCallback

logging.basicConfig(level=logging.INFO, format="[%(asctime)s][%(name)s][%(levelname)s] - %(message)s")
p = argparse.ArgumentParser()
p.add_argument("--monitor", default="val_loss")
p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--epochs", type=int, default=3)
a = p.parse_args()

class LM(pl.LightningModule):
    def __init__(self):
        super().__init__(); self.emb = torch.nn.Embedding(30, 16); self.out = torch.nn.Linear(16, 30)
    def loss(self, b):
        x, y = b; return torch.nn.functional.cross_entropy(self.out(self.emb(x)).transpose(1, 2), y)
    def training_step(self, b, i):
        l = self.loss(b); self.log("train_loss", l); return l
    def validation_step(self, b, i): self.log("val_loss", self.loss(b))
    def configure_optimizers(self): return torch.optim.SGD(self.parameters(), lr=a.lr)

torch.manual_seed(0)
seq = torch.randint(0, 30, (200, 13))
ds = torch.utils.data.TensorDataset(seq[:, :-1], seq[:, 1:])
dl = torch.utils.data.DataLoader(ds, batch_size=20)
pl.Trainer(max_epochs=a.epochs, callbacks=[PrintingCallback(a.monitor)], enable_progress_bar=False, logger=False,
           enable_checkpointing=False, accelerator="cpu", enable_model_summary=False).fit(LM(), dl, dl)
