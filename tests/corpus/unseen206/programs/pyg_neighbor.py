import torch
from torch_geometric.datasets import FakeDataset
from torch_geometric.loader import NeighborLoader
data = FakeDataset(num_graphs=1, avg_num_nodes=200, num_channels=8)[0]
loader = NeighborLoader(data, num_neighbors=[5, 5], batch_size=16)
for batch in loader:
    print(batch)
