# asteroid's System (its Lightning loop) training a tiny ConvTasNet on synthetic 2-speaker mixtures
import sys, torch
import pytorch_lightning as pl
from torch.utils.data import TensorDataset, DataLoader
from asteroid.models import ConvTasNet
from asteroid.engine import System
from asteroid.losses import PITLossWrapper, pairwise_neg_sisdr

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
epochs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
logdir = sys.argv[3] if len(sys.argv) > 3 else None  # a CSVLogger folder, else logger=False
torch.manual_seed(0)
src = torch.randn(32, 2, 4000)
mix = src.sum(1)
loader = DataLoader(TensorDataset(mix, src), batch_size=8)
model = ConvTasNet(n_src=2, n_blocks=2, n_repeats=1, n_filters=32, bn_chan=32, hid_chan=32, skip_chan=32)
system = System(model, torch.optim.Adam(model.parameters(), lr=lr),
                PITLossWrapper(pairwise_neg_sisdr, pit_from="pw_mtx"), loader, loader)
pl.Trainer(max_epochs=epochs, accelerator="cpu", logger=pl.loggers.CSVLogger(logdir) if logdir else False, enable_checkpointing=False).fit(system)
