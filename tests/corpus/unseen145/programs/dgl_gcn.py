# DGL's GraphConv on a small random graph (as in DGL's GCN tutorial)
import torch, dgl
from dgl.nn import GraphConv
g = dgl.add_self_loop(dgl.rand_graph(100, 400))
x = torch.randn(100, 16); y = torch.randint(0, 3, (100,))
conv = GraphConv(16, 3); opt = torch.optim.Adam(conv.parameters(), lr=0.01)
for epoch in range(20):
    loss = torch.nn.functional.cross_entropy(conv(g, x), y); opt.zero_grad(); loss.backward(); opt.step()
print(loss.item())
