# torchkge's LinkPredictionEvaluator on a TransE model over a small synthetic knowledge graph; torchkge prints its results.
import numpy as np, pandas as pd, torch
from torchkge.data_structures import KnowledgeGraph
from torchkge.models import TransEModel
from torchkge.evaluation import LinkPredictionEvaluator

rng = np.random.default_rng(0)
df = pd.DataFrame({"from": [f"e{i}" for i in rng.integers(0, 300, 3000)],
                   "rel": [f"r{i}" for i in rng.integers(0, 8, 3000)],
                   "to": [f"e{i}" for i in rng.integers(0, 300, 3000)]})
kg = KnowledgeGraph(df=df)
torch.manual_seed(0)
model = TransEModel(50, kg.n_ent, kg.n_rel, dissimilarity_type="L2")
evaluator = LinkPredictionEvaluator(model, kg)
evaluator.evaluate(b_size=256)
evaluator.print_results(k=[1, 3, 10])
