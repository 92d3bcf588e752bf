import sys, torch, lightning as L
lr = float(sys.argv[1]); hidden = int(sys.argv[2]); ckpt = sys.argv[3] if len(sys.argv) > 3 else None
class M(L.LightningModule):
    def __init__(s): super().__init__(); s.net = torch.nn.Sequential(torch.nn.Linear(16, hidden), torch.nn.ReLU(), torch.nn.Linear(hidden, 1))
    def training_step(s, b, i):
        x, y = b; loss = torch.nn.functional.mse_loss(s.net(x), y); s.log("train_loss", loss, prog_bar=True); return loss
    def validation_step(s, b, i):
        x, y = b; s.log("val_loss", torch.nn.functional.mse_loss(s.net(x), y), prog_bar=True)
    def configure_optimizers(s): return torch.optim.SGD(s.parameters(), lr=lr)
x = torch.randn(256, 16); y = x.sum(1, keepdim=True) * 3
ds = torch.utils.data.TensorDataset(x, y); dl = torch.utils.data.DataLoader(ds, batch_size=32)
L.Trainer(max_epochs=3, accelerator="cpu", logger=False, enable_checkpointing=False).fit(M(), dl, dl, ckpt_path=ckpt)
