import numpy as np
import pandas as pd
from torchkge.data_structures import KnowledgeGraph
from torchkge.models import TransEModel
from torchkge.evaluation import LinkPredictionEvaluator
# link prediction metrics of a freshly initialised TransE on a synthetic graph (a baseline before training)
rng = np.random.default_rng(0)
df = pd.DataFrame({"from": rng.integers(0, 300, 5000).astype(str), "rel": rng.integers(0, 10, 5000).astype(str),
                   "to": rng.integers(0, 300, 5000).astype(str)})
kg_train, kg_test = KnowledgeGraph(df=df).split_kg(share=0.9)
model = TransEModel(50, kg_train.n_ent, kg_train.n_rel, dissimilarity_type="L2")
evaluator = LinkPredictionEvaluator(model, kg_test)
evaluator.evaluate(b_size=256, verbose=True)
evaluator.print_results(k=[1, 3, 10])
