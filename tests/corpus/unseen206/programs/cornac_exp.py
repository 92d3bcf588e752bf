import sys
import numpy as np
import cornac
from cornac.eval_methods import RatioSplit
from cornac.models import MF, PMF, BPR, NMF
from cornac.metrics import MAE, RMSE, Recall, NDCG, AUC
# synthetic (user, item, rating) triplets in place of MovieLens
rng = np.random.default_rng(0)
data = [(str(u), str(i), float(r)) for u, i, r in zip(rng.integers(0, 300, 8000), rng.integers(0, 400, 8000), rng.integers(1, 6, 8000))]
name = sys.argv[1]
kwargs = {k: eval(v) for k, v in (a.split("=", 1) for a in sys.argv[2:])}
model = {"mf": MF, "pmf": PMF, "bpr": BPR, "nmf": NMF}[name](verbose=True, seed=123, **kwargs)
rs = RatioSplit(data=data, test_size=0.2, rating_threshold=4.0, exclude_unknowns=True, seed=123, verbose=True)
cornac.Experiment(eval_method=rs, models=[model], metrics=[MAE(), RMSE(), Recall(k=10), NDCG(k=10), AUC()], user_based=True).run()
