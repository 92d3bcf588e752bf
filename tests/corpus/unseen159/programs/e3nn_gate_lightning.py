# e3nn equivariant network (o3.Linear -> Gate -> o3.Linear) regressing a rotation-invariant target, trained with Lightning; argv: lr
import sys, torch, lightning as L
from e3nn import o3, nn as enn
class Net(L.LightningModule):
    def __init__(self, lr):
        super().__init__(); self.lr = lr
        self.lin1 = o3.Linear("1x1o", "8x0e + 4x0e + 4x1o")
        self.gate = enn.Gate("8x0e", [torch.relu], "4x0e", [torch.sigmoid], "4x1o")
        self.lin2 = o3.Linear(self.gate.irreps_out, "1x0e")
    def training_step(self, b, i):
        x, y = b; loss = torch.nn.functional.mse_loss(self.lin2(self.gate(self.lin1(x))), y)
        self.log("train_mse_loss", loss, prog_bar=True); return loss
    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=self.lr)
L.seed_everything(0)
x = torch.randn(2000, 3); y = x.norm(dim=1, keepdim=True)
dl = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x, y), batch_size=100)
L.Trainer(max_epochs=3, accelerator="cpu", logger=False, enable_checkpointing=False, enable_model_summary=False, enable_progress_bar=True, log_every_n_steps=5).fit(Net(float(sys.argv[1])), dl)
