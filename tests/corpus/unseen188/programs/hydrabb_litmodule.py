# Driver: LightningHydraBareBones' LitModule (src/models/lit_module.py) around a tiny autoencoder whose forward
# returns its reconstruction loss, fit then tested on random 28x28 "digits" (no MNIST download).
import argparse, sys, torch
import lightning.pytorch as pl
sys.path.insert(0, "/tmp/unseen188-scratch/hydrabb/src")
from models.lit_module import LitModule

p = argparse.ArgumentParser()
p.add_argument("--epochs", type=int, default=2)
p.add_argument("--bar", action="store_true", help="show the progress bar")
p.add_argument("--nan-pixels", type=int, default=0, help="corrupt this many pixels of the data with NaN")
a = p.parse_args()

class AE(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = torch.nn.Sequential(torch.nn.Linear(784, 64), torch.nn.ReLU(), torch.nn.Linear(64, 3))
        self.decoder = torch.nn.Sequential(torch.nn.Linear(3, 64), torch.nn.ReLU(), torch.nn.Linear(64, 784))
    def forward(self, x):
        x = x.view(x.size(0), -1); return torch.nn.functional.mse_loss(self.decoder(self.encoder(x)), x)

torch.manual_seed(0)
x = torch.rand(640, 1, 28, 28); y = torch.randint(0, 10, (640,))
if a.nan_pixels: x.view(-1)[torch.randperm(x.numel())[:a.nan_pixels]] = float("nan")
ds = torch.utils.data.TensorDataset(x, y)
tr, va, te = torch.utils.data.random_split(ds, [512, 64, 64], generator=torch.Generator().manual_seed(42))
dl = lambda d: torch.utils.data.DataLoader(d, batch_size=32)
module = LitModule(AE())
trainer = pl.Trainer(max_epochs=a.epochs, accelerator="cpu", default_root_dir="/tmp/unseen188-scratch/hydrabb-runs",
                     enable_progress_bar=a.bar)
trainer.fit(module, dl(tr), dl(va))
trainer.test(model=module, dataloaders=dl(te))
