import sys
import torch, lightning as L
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-2
class M(L.LightningModule):
    def __init__(self):
        super().__init__(); self.net = torch.nn.Linear(8, 1)
    def training_step(self, b, i):
        x, y = b; loss = torch.nn.functional.mse_loss(self.net(x), y)
        self.log("train_loss", loss, prog_bar=True); return loss
    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=lr)
g = torch.Generator().manual_seed(0)
x = torch.randn(256, 8, generator=g) * 100; y = x.sum(1, keepdim=True)
dl = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x, y), batch_size=32)
L.Trainer(max_epochs=3, accelerator="cpu", enable_checkpointing=False, logger=False).fit(M(), dl)
