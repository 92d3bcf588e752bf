# Lightning Trainer with a W&B logger over a DataLoader with workers
import torch, lightning as L
from lightning.pytorch.loggers import WandbLogger
from lightning.pytorch.demos.boring_classes import BoringModel
from torch.utils.data import DataLoader
from lightning.pytorch.demos.boring_classes import RandomDataset
L.Trainer(max_epochs=1, accelerator="cpu", logger=WandbLogger(project="loader-test")).fit(
    BoringModel(), DataLoader(RandomDataset(32, 64), batch_size=8, num_workers=2))
