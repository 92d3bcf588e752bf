# Lightning's Trainer.fit loop (its progress bar shows the logged train_loss) on synthetic FakeData-like tensors, lr from the command line.
import sys, torch, lightning as L
from torch.utils.data import DataLoader, TensorDataset
class Reg(L.LightningModule):
    def __init__(self, lr):
        super().__init__(); self.lr = lr; self.net = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1))
    def training_step(self, batch, _):
        x, y = batch; loss = torch.nn.functional.mse_loss(self.net(x), y)
        self.log("train_loss", loss, prog_bar=True); return loss
    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=self.lr)
torch.manual_seed(0)
ds = TensorDataset(torch.randn(320, 16), torch.randn(320, 1))
L.Trainer(max_epochs=3, accelerator="cpu", logger=False, enable_checkpointing=False).fit(Reg(float(sys.argv[1]) if len(sys.argv) > 1 else 0.01), DataLoader(ds, batch_size=32))
