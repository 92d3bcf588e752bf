# tslearn's TimeSeriesKMeans with verbose=True (its EM loop prints the inertia per iteration) on tslearn's random-walk generator.
import argparse
from tslearn.clustering import TimeSeriesKMeans
from tslearn.generators import random_walks
p = argparse.ArgumentParser(); p.add_argument("--metric", default="dtw"); p.add_argument("--k", type=int, default=3); p.add_argument("--n", type=int, default=60); a = p.parse_args()
X = random_walks(n_ts=a.n, sz=40, d=1, random_state=0)
TimeSeriesKMeans(n_clusters=a.k, metric=a.metric, max_iter=10, verbose=True, random_state=0, n_jobs=1).fit(X)
