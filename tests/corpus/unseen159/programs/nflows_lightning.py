# nflows MAF trained with PyTorch Lightning on two moons; argv: lr
import sys, torch, lightning as L
from sklearn.datasets import make_moons
from nflows.flows import MaskedAutoregressiveFlow
class FlowModule(L.LightningModule):
    def __init__(self, lr):
        super().__init__(); self.lr = lr; self.flow = MaskedAutoregressiveFlow(features=2, hidden_features=32, num_layers=4, num_blocks_per_layer=2)
    def training_step(self, b, i):
        loss = -self.flow.log_prob(b[0]).mean(); self.log("nll_loss", loss, prog_bar=True, on_step=True, on_epoch=True); return loss
    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=self.lr)
L.seed_everything(0)
X = torch.tensor(make_moons(2000, noise=0.05, random_state=0)[0], dtype=torch.float32)
dl = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(X), batch_size=100, shuffle=True)
L.Trainer(max_epochs=3, accelerator="cpu", logger=False, enable_checkpointing=False, enable_model_summary=False, callbacks=[L.pytorch.callbacks.TQDMProgressBar()]).fit(FlowModule(float(sys.argv[1])), dl)
