import sys
import torch
import lightning as L
from lightning.pytorch.callbacks import TQDMProgressBar
from torch_geometric.nn import LightGCN
from torch_geometric.utils import structured_negative_sampling
# implicit feedback: 300 users x 400 items, random interactions; LightGCN's BPR loss, trained by Lightning's loop
lr, epochs = float(sys.argv[1]), int(sys.argv[2])
torch.manual_seed(0)
nu, ni = 300, 400
u = torch.randint(0, nu, (6000,)); i = torch.randint(0, ni, (6000,)) + nu
edge_index = torch.cat([torch.stack([u, i]), torch.stack([i, u])], 1)

class Rec(L.LightningModule):
    def __init__(self):
        super().__init__()
        self.model = LightGCN(nu + ni, embedding_dim=32, num_layers=2)
    def training_step(self, batch, idx):
        src, pos, neg = structured_negative_sampling(edge_index[:, :6000], num_nodes=nu + ni)
        rank = self.model(edge_index, torch.cat([torch.stack([src, pos]), torch.stack([src, neg])], 1))
        pos_rank, neg_rank = rank.chunk(2)
        loss = self.model.recommendation_loss(pos_rank, neg_rank, node_id=torch.cat([src, pos, neg]))
        self.log("bpr_loss", loss, prog_bar=True)
        self.log("pos_score", pos_rank.mean(), prog_bar=True)
        return loss
    def configure_optimizers(self):
        return torch.optim.Adam(self.parameters(), lr=lr)

dl = torch.utils.data.DataLoader(range(20), batch_size=1)
trainer = L.Trainer(max_epochs=epochs, accelerator="cpu", logger=False, enable_checkpointing=False,
                    callbacks=[TQDMProgressBar(refresh_rate=5)], enable_model_summary=False)
trainer.fit(Rec(), dl)
