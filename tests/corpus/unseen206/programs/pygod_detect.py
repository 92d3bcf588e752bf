import sys
import torch
from torch_geometric.data import Data
from torch_geometric.utils import erdos_renyi_graph
from pygod.generator import gen_contextual_outlier
from pygod import detector
# a random graph with injected contextual outliers (stands in for inj_cora, which cannot be downloaded here)
torch.manual_seed(0)
x = torch.randn(500, 16)
data = Data(x=x, edge_index=erdos_renyi_graph(500, 0.02))
data, y = gen_contextual_outlier(data, n=25, k=50)
name = sys.argv[1]
kwargs = {k: eval(v) for k, v in (a.split("=", 1) for a in sys.argv[2:])}
model = getattr(detector, name)(verbose=3, **kwargs)
model.fit(data, y)
