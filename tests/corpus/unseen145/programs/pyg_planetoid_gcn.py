# PyG's Planetoid dataset, as examples/gcn.py loads it
import sys
from torch_geometric.datasets import Planetoid
import torch_geometric.transforms as T
dataset = Planetoid(sys.argv[1] if len(sys.argv) > 1 else 'data/Planetoid', 'Cora', transform=T.NormalizeFeatures())
print(dataset[0])
