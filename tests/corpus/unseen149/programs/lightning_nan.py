# Lightning's demo model on a dataset one of whose rows is NaN (a broken feature file)
import torch, lightning as L
from lightning.pytorch.demos.boring_classes import DemoModel, RandomDataset
from torch.utils.data import DataLoader
ds = RandomDataset(32, 512)
ds.data[37, 5] = float("nan")
class M(DemoModel):
    def training_step(self, batch, batch_idx):
        loss = super().training_step(batch, batch_idx)
        loss = loss["loss"] if isinstance(loss, dict) else loss
        self.log("train_loss", loss, prog_bar=True)
        return loss
trainer = L.Trainer(max_epochs=3, accelerator="cpu", logger=False, enable_checkpointing=False, limit_train_batches=16, enable_progress_bar=True, log_every_n_steps=1)
trainer.fit(M(), DataLoader(ds, batch_size=8))
