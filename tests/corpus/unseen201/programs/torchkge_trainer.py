# torchkge's Trainer on a TransE model over a small synthetic knowledge graph (its loop prints the bar).
import sys
import numpy as np, pandas as pd, torch
from torchkge.data_structures import KnowledgeGraph
from torchkge.models import TransEModel
from torchkge.utils import MarginLoss, Trainer

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
rng = np.random.default_rng(0)
df = pd.DataFrame({"from": [f"e{i}" for i in rng.integers(0, 300, 3000)],
                   "rel": [f"r{i}" for i in rng.integers(0, 8, 3000)],
                   "to": [f"e{i}" for i in rng.integers(0, 300, 3000)]})
kg = KnowledgeGraph(df=df)
torch.manual_seed(0)
model = TransEModel(50, kg.n_ent, kg.n_rel, dissimilarity_type="L2")
opt = torch.optim.Adam(model.parameters(), lr=lr, weight_decay=1e-5)
Trainer(model, MarginLoss(0.5), kg, n_epochs=30, batch_size=256, optimizer=opt, use_cuda=None).run()
