import argparse, torch
import lightning as L
from torch.utils.data import DataLoader, TensorDataset
p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=0.01); p.add_argument("--in-dim", type=int, default=16)
p.add_argument("--epochs", type=int, default=3); p.add_argument("--ckpt-dir", default="checkpoints")
p.add_argument("--logger", default="csv")
a = p.parse_args()
class Net(L.LightningModule):
    def __init__(s):
        super().__init__(); s.net = torch.nn.Sequential(torch.nn.Linear(a.in_dim, 256), torch.nn.ReLU(), torch.nn.Linear(256, 1))
    def training_step(s, b, i):
        x, y = b; loss = torch.nn.functional.mse_loss(s.net(x), y); s.log("train_loss", loss, prog_bar=True); return loss
    def validation_step(s, b, i):
        x, y = b; s.log("val_loss", torch.nn.functional.mse_loss(s.net(x), y), prog_bar=True)
    def configure_optimizers(s): return torch.optim.SGD(s.parameters(), lr=a.lr)
g = torch.Generator().manual_seed(0); X = torch.randn(512, 16, generator=g); Y = X.sum(1, keepdim=True)
dl = lambda: DataLoader(TensorDataset(X, Y), batch_size=32)
if a.logger == "tensorboard":
    from lightning.pytorch.loggers import TensorBoardLogger; logger = TensorBoardLogger("tb_logs")
else:
    from lightning.pytorch.loggers import CSVLogger; logger = CSVLogger("csv_logs")
L.Trainer(max_epochs=a.epochs, accelerator="cpu", logger=logger, default_root_dir=a.ckpt_dir, enable_model_summary=False).fit(Net(), dl(), dl())
