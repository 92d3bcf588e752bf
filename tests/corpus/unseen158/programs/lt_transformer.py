# Lightning's demo LightningTransformer; --wikitext uses its WikiText2 (downloads), else random tokens
import sys, torch, lightning as L
from torch.utils.data import DataLoader, TensorDataset
from lightning.pytorch.demos import LightningTransformer
args = dict(a.lstrip("-").split("=") for a in sys.argv[1:] if "=" in a)
L.seed_everything(0)
if "--wikitext" in sys.argv:
    L.Trainer(max_epochs=1).fit(LightningTransformer())
    sys.exit()
class M(LightningTransformer):
    def prepare_data(self):
        pass  # random tokens below, no WikiText2
    def training_step(self, batch, i):
        loss = super().training_step(batch, i)
        self.log("train_loss", loss, prog_bar=True)
        return loss
    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=float(args.get("lr", "0.1")))
x = torch.randint(0, 100, (256, 35))
dl = DataLoader(TensorDataset(x, torch.roll(x, -1, 1)), batch_size=16)
L.Trainer(max_epochs=int(args.get("epochs", "3")), precision=args.get("precision", "32-true"),
          detect_anomaly="--anomaly" in sys.argv, enable_checkpointing=False, logger=False).fit(M(vocab_size=100), dl)
