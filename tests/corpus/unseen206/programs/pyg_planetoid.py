import sys
from torch_geometric.datasets import Planetoid
dataset = Planetoid(root=sys.argv[1] if len(sys.argv) > 1 else "/tmp/unseen206-scratch/Planetoid", name="Cora")
print(dataset[0])
