# Lightning: fit a tiny regressor then test it; Lightning prints its test table
import sys, torch, lightning as L
from torch.utils.data import DataLoader, TensorDataset
class M(L.LightningModule):
    def __init__(s, lr): super().__init__(); s.net = torch.nn.Linear(4, 1); s.lr = lr
    def training_step(s, b, i): x, y = b; l = torch.nn.functional.mse_loss(s.net(x), y); s.log("train_loss", l, prog_bar=True); return l
    def test_step(s, b, i): x, y = b; s.log("test_loss", torch.nn.functional.mse_loss(s.net(x), y)); s.log("test_mae", (s.net(x) - y).abs().mean())
    def configure_optimizers(s): return torch.optim.SGD(s.parameters(), lr=s.lr)
torch.manual_seed(0); x = torch.randn(256, 4); y = x.sum(1, keepdim=True)
dl = DataLoader(TensorDataset(x, y), batch_size=32)
t = L.Trainer(max_epochs=3, accelerator="cpu", logger=False, enable_checkpointing=False)
m = M(float(sys.argv[1]))
t.fit(m, dl, ckpt_path=sys.argv[2] if len(sys.argv) > 2 else None)
t.test(m, dl)
