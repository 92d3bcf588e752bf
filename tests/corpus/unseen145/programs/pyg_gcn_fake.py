# PyG's GCN (as in examples/gcn.py) on PyG's FakeDataset, a random graph built locally
import sys, torch, torch.nn.functional as F
from torch_geometric.datasets import FakeDataset
from torch_geometric.nn import GCNConv
data = FakeDataset(num_graphs=1, avg_num_nodes=200, num_channels=int(sys.argv[1]), num_classes=4)[0]
conv1, conv2 = GCNConv(int(sys.argv[2]), 16), GCNConv(16, 4)
opt = torch.optim.Adam(list(conv1.parameters()) + list(conv2.parameters()), lr=0.01)
for epoch in range(50):
    out = conv2(F.relu(conv1(data.x, data.edge_index)), data.edge_index)
    loss = F.cross_entropy(out, data.y); opt.zero_grad(); loss.backward(); opt.step()
print(loss.item())
