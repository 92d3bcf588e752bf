# PyTorch Lightning: a tiny regression LightningModule on synthetic tensors, logged to the progress bar.
import sys, torch, pytorch_lightning as pl
torch.manual_seed(0)
class M(pl.LightningModule):
    def __init__(s): super().__init__(); s.net = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.Tanh(), torch.nn.Linear(16, 1))
    def training_step(s, b, i):
        loss = torch.nn.functional.mse_loss(s.net(b[0]), b[1]); s.log("train_loss", loss, prog_bar=True); return loss
    def validation_step(s, b, i): s.log("val_loss", torch.nn.functional.mse_loss(s.net(b[0]), b[1]), prog_bar=True)
    def configure_optimizers(s): return torch.optim.SGD(s.parameters(), lr=float(sys.argv[1]))
x = torch.randn(512, 8); y = x.sum(1, keepdim=True) * 100
dl = lambda: torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x, y), batch_size=64)
pl.Trainer(max_epochs=int(sys.argv[2]), accelerator=sys.argv[3] if len(sys.argv) > 3 else "cpu", logger=False, enable_checkpointing=False,
           callbacks=[pl.callbacks.TQDMProgressBar()] if "tqdm" in sys.argv[4:] else None).fit(M(), dl(), dl())
