# the loop of https://github.com/pyg-team/pytorch_geometric/blob/master/examples/gcn.py on torch_geometric's FakeDataset (no download)
import sys, torch, torch.nn.functional as F
from torch_geometric.datasets import FakeDataset
from torch_geometric.logging import log
from torch_geometric.nn import GCNConv
torch.manual_seed(0)
data = FakeDataset(num_graphs=1, avg_num_nodes=2000, num_channels=64, num_classes=5, task="node")[0]
perm = torch.randperm(data.num_nodes); n = data.num_nodes
masks = [torch.zeros(n, dtype=torch.bool) for _ in range(3)]
masks[0][perm[: n // 2]] = True; masks[1][perm[n // 2: 3 * n // 4]] = True; masks[2][perm[3 * n // 4:]] = True
class GCN(torch.nn.Module):
    def __init__(self):
        super().__init__(); self.conv1 = GCNConv(64, 16); self.conv2 = GCNConv(16, 5)
    def forward(self, x, ei):
        return self.conv2(F.dropout(self.conv1(F.dropout(x, 0.5, self.training), ei).relu(), 0.5, self.training), ei)
model = GCN(); opt = torch.optim.Adam(model.parameters(), lr=float(sys.argv[1]))
best_val = test_acc = 0
for epoch in range(1, int(sys.argv[2]) + 1):
    model.train(); opt.zero_grad()
    loss = F.cross_entropy(model(data.x, data.edge_index)[masks[0]], data.y[masks[0]]); loss.backward(); opt.step()
    model.eval(); pred = model(data.x, data.edge_index).argmax(-1)
    tr, va, te = [float((pred[m] == data.y[m]).float().mean()) for m in masks]
    if va > best_val: best_val, test_acc = va, te
    log(Epoch=epoch, Loss=float(loss), Train=tr, Val=va, Test=test_acc)
