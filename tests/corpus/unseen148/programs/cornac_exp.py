import sys, numpy as np, cornac
from cornac.eval_methods import RatioSplit
from cornac.models import MF, PMF, BPR
from cornac.metrics import MAE, RMSE, Recall, NDCG
if sys.argv[1] == "ml":
    data = cornac.datasets.movielens.load_feedback(variant="100K")
else:
    rng = np.random.default_rng(0)
    data = [(str(u), str(i), float(r)) for u, i, r in zip(rng.integers(0, 300, 20000), rng.integers(0, 200, 20000), rng.integers(1, 6, 20000))]
rs = RatioSplit(data=data, test_size=0.2, rating_threshold=4.0, exclude_unknowns=True, seed=123, verbose=True)
lr = float(sys.argv[2])
models = [MF(k=10, max_iter=25, learning_rate=lr, lambda_reg=0.02, seed=123, verbose=True), BPR(k=10, max_iter=50, learning_rate=lr, seed=123, verbose=True)]
cornac.Experiment(eval_method=rs, models=models, metrics=[MAE(), RMSE(), Recall(k=20), NDCG(k=20)], user_based=True).run()
