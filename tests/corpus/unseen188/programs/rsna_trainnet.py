# Driver: rsna_2022_v1's TrainNetMixin (src/single/two_view_concat/model/train_net.py) on a tiny two-view
# CNN with random 2x64x64 "mammograms" (no data download); the mixin's training_step logs to the progress bar.
import argparse, sys, torch
import pytorch_lightning as pl
sys.path.insert(0, "/tmp/unseen188-scratch/rsna/src")
from single.two_view_concat.model.train_net import TrainNetMixin

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=1e-3)
p.add_argument("--epochs", type=int, default=3)
p.add_argument("--img", type=int, default=64)
a = p.parse_args()

class TwoView(TrainNetMixin):
    def __init__(self):
        super().__init__()
        self.cnn = torch.nn.Sequential(torch.nn.Conv2d(2, 8, 3, 2), torch.nn.ReLU(), torch.nn.Flatten(), torch.nn.Linear(8 * 31 * 31, 1))
        self.loss = torch.nn.BCEWithLogitsLoss()
    def forward(self, x): return self.cnn(x).squeeze(1)
    def configure_optimizers(self): return torch.optim.SGD(self.parameters(), lr=a.lr, momentum=0.9)

torch.manual_seed(0)
x = torch.randn(96, 2, a.img, a.img); y = (x.mean((1, 2, 3)) > 0).float()
dl = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x, y), batch_size=16)
pl.Trainer(max_epochs=a.epochs, logger=False, enable_checkpointing=False, accelerator="cpu",
           enable_model_summary=False).fit(TwoView(), dl)
