import dgl
import torch
from dgl.nn import SAGEConv
# GraphSAGE with DGL's neighbour sampler on a random graph
g = dgl.rand_graph(1000, 8000)
g.ndata["feat"] = torch.randn(1000, 16)
sampler = dgl.dataloading.NeighborSampler([5, 5])
loader = dgl.dataloading.DataLoader(g, torch.arange(1000), sampler, batch_size=64, shuffle=True)
conv = SAGEConv(16, 8, "mean")
for input_nodes, output_nodes, blocks in loader:
    print(conv(blocks[0], blocks[0].srcdata["feat"]).shape)
