import sys
import torch
import lightning as L
from torch_geometric.datasets import FakeDataset
from torch_geometric.loader import DataLoader
from torch_geometric.nn import GCN
# node classification on PyG's FakeDataset, trained by Lightning's own loop
lr, epochs = float(sys.argv[1]), int(sys.argv[2])
torch.manual_seed(0)
ds = FakeDataset(num_graphs=8, avg_num_nodes=100, num_channels=16, num_classes=4)

class Net(L.LightningModule):
    def __init__(self):
        super().__init__()
        self.gcn = GCN(16, 32, 2, out_channels=4)
    def training_step(self, batch, i):
        out = self.gcn(batch.x, batch.edge_index)
        loss = torch.nn.functional.cross_entropy(out, batch.y)
        self.log("train_loss", loss, prog_bar=True, batch_size=batch.num_nodes)
        return loss
    def validation_step(self, batch, i):
        out = self.gcn(batch.x, batch.edge_index)
        self.log("val_acc", (out.argmax(-1) == batch.y).float().mean(), prog_bar=True, batch_size=batch.num_nodes)
    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=lr)

trainer = L.Trainer(max_epochs=epochs, accelerator="cpu", logger=False, enable_checkpointing=False)
trainer.fit(Net(), DataLoader(ds[:6], batch_size=2), DataLoader(ds[6:], batch_size=2))
