# Lightning's own demo model (lightning.pytorch.demos.boring_classes.DemoModel) trained by the Trainer with its progress bar
import sys
import torch, lightning as L
from lightning.pytorch.demos.boring_classes import DemoModel, RandomDataset
from torch.utils.data import DataLoader
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.02
class M(DemoModel):
    def training_step(self, batch, batch_idx):
        loss = super().training_step(batch, batch_idx)
        loss = loss["loss"] if isinstance(loss, dict) else loss
        self.log("train_loss", loss, prog_bar=True)
        return loss
    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=lr)
trainer = L.Trainer(max_epochs=3, accelerator="cpu", logger=False, enable_checkpointing=False, limit_train_batches=16)
trainer.fit(M(), DataLoader(RandomDataset(32, 512), batch_size=8))
