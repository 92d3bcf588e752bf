import dgl
import torch
from dgl.nn import GraphConv

g = dgl.rand_graph(100, 500)
g = dgl.add_self_loop(g)
x = torch.randn(100, 16)
y = torch.randint(0, 3, (100,))
conv1, conv2 = GraphConv(16, 32), GraphConv(32, 3)
opt = torch.optim.Adam(list(conv1.parameters()) + list(conv2.parameters()), lr=0.01)
for epoch in range(20):
    out = conv2(g, torch.relu(conv1(g, x)))
    loss = torch.nn.functional.cross_entropy(out, y)
    opt.zero_grad(); loss.backward(); opt.step()
    print(f"epoch {epoch} loss {loss.item():.4f}")
