# zuko MAF trained with PyTorch Lightning on two moons; argv: lr
import sys, torch, zuko, lightning as L
from sklearn.datasets import make_moons
class FlowModule(L.LightningModule):
    def __init__(self, lr):
        super().__init__(); self.lr = lr; self.flow = zuko.flows.MAF(features=2, transforms=3, hidden_features=(64, 64))
    def training_step(self, b, i):
        loss = -self.flow().log_prob(b[0]).mean(); self.log("train_nll_loss", loss, prog_bar=True); return loss
    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=self.lr)
L.seed_everything(0)
X = torch.tensor(make_moons(2000, noise=0.05, random_state=0)[0], dtype=torch.float32)
dl = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(X), batch_size=100, shuffle=True)
L.Trainer(max_epochs=4, accelerator="cpu", logger=False, enable_checkpointing=False, enable_model_summary=False).fit(FlowModule(float(sys.argv[1])), dl)
