import sys
import numpy as np
import pandas as pd
import torch
from torchkge.data_structures import KnowledgeGraph
from torchkge.models import TransEModel
from torchkge.utils import MarginLoss, Trainer
from torchkge.evaluation import LinkPredictionEvaluator
# a synthetic knowledge graph (stands in for FB15k, which cannot be downloaded here)
lr, epochs = float(sys.argv[1]), int(sys.argv[2])
rng = np.random.default_rng(0)
df = pd.DataFrame({"from": rng.integers(0, 300, 5000).astype(str), "rel": rng.integers(0, 10, 5000).astype(str),
                   "to": rng.integers(0, 300, 5000).astype(str)})
kg = KnowledgeGraph(df=df)
kg_train, kg_test = kg.split_kg(share=0.9)
model = TransEModel(50, kg_train.n_ent, kg_train.n_rel, dissimilarity_type="L2")
optimizer = torch.optim.Adam(model.parameters(), lr=lr, weight_decay=1e-5)
trainer = Trainer(model, MarginLoss(0.5), kg_train, epochs, 1024, optimizer=optimizer, sampling_type="bern")
trainer.run()
evaluator = LinkPredictionEvaluator(model, kg_test)
evaluator.evaluate(b_size=256, verbose=True)
evaluator.print_results(k=10)
