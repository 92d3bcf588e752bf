# torch_geometric's LightningNodeData feeding Lightning's Trainer (which prints) with a PyG GCN on the bundled KarateClub graph; argv: epochs, lr
import sys
import torch
import torch.nn.functional as F
import lightning as L
from torch_geometric.datasets import KarateClub
from torch_geometric.data.lightning import LightningNodeData
from torch_geometric.nn import GCN

epochs = int(sys.argv[1]) if len(sys.argv) > 1 else 30
lr = float(sys.argv[2]) if len(sys.argv) > 2 else 0.01
ds = KarateClub()
data = ds[0]
data.val_mask = ~data.train_mask

class Node(L.LightningModule):
    def __init__(self):
        super().__init__()
        self.gnn = GCN(ds.num_features, 16, num_layers=2, out_channels=ds.num_classes)
    def training_step(self, batch, i):
        out = self.gnn(batch.x, batch.edge_index)
        loss = F.cross_entropy(out[batch.train_mask], batch.y[batch.train_mask])
        self.log("train_loss", loss, prog_bar=True, batch_size=1)
        return loss
    def validation_step(self, batch, i):
        out = self.gnn(batch.x, batch.edge_index)
        acc = (out.argmax(-1)[batch.val_mask] == batch.y[batch.val_mask]).float().mean()
        self.log("val_acc", acc, prog_bar=True, batch_size=1)
    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=lr)

datamodule = LightningNodeData(data, loader="full")
L.Trainer(max_epochs=epochs, accelerator="cpu", enable_model_summary=False, log_every_n_steps=1).fit(Node(), datamodule)
