import torch
from torch_geometric.nn import GCNConv, GATConv, SAGEConv
from torch_geometric.profile import benchmark
from torch_geometric.utils import erdos_renyi_graph
# PyG's own benchmark helper times three convolutions on a random graph and prints its table
torch.manual_seed(0)
x = torch.randn(2000, 64)
edge_index = erdos_renyi_graph(2000, 0.005)
convs = [GCNConv(64, 64), GATConv(64, 64), SAGEConv(64, 64)]
benchmark(funcs=convs, func_names=["GCN", "GAT", "SAGE"], args=(x, edge_index), num_steps=20, num_warmups=5, backward=True)
