# torch_geometric: a GCN on a graph dataset; argv: dataset (Planetoid name or "karate"), hidden size
import sys
import torch
import torch.nn.functional as F
from torch_geometric.nn import GCN

name = sys.argv[1] if len(sys.argv) > 1 else "karate"
hidden = int(sys.argv[2]) if len(sys.argv) > 2 else 16
if name == "karate":
    from torch_geometric.datasets import KarateClub
    ds = KarateClub()
else:
    from torch_geometric.datasets import Planetoid
    ds = Planetoid("/tmp/unseen220-scratch/pyg", name)
data = ds[0]
model = GCN(ds.num_features, hidden, num_layers=2, out_channels=ds.num_classes)
opt = torch.optim.Adam(model.parameters(), lr=0.01)
for epoch in range(50):
    opt.zero_grad()
    out = model(data.x, data.edge_index)
    loss = F.cross_entropy(out[data.train_mask], data.y[data.train_mask])
    loss.backward()
    opt.step()
