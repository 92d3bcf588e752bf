# DGL's GraphConv on its bundled Karate Club graph; argv: hidden size
import sys
import torch
import dgl
from dgl.nn import GraphConv
from dgl.data import KarateClubDataset

hidden = int(sys.argv[1]) if len(sys.argv) > 1 else 16
g = KarateClubDataset()[0]
g = dgl.add_self_loop(g)
x = torch.eye(g.num_nodes())
conv = GraphConv(g.num_nodes(), hidden)
print(conv(g, x).shape)
