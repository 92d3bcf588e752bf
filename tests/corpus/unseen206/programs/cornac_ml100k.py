import cornac
from cornac.datasets import movielens
from cornac.eval_methods import RatioSplit
data = movielens.load_feedback(variant="100K")
rs = RatioSplit(data=data, test_size=0.2, seed=123, verbose=True)
cornac.Experiment(eval_method=rs, models=[cornac.models.PMF(k=10, max_iter=50)], metrics=[cornac.metrics.RMSE()]).run()
