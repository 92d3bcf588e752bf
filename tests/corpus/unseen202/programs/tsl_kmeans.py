import sys
from tslearn.clustering import TimeSeriesKMeans
from tslearn.generators import random_walks
X = random_walks(n_ts=int(sys.argv[1]) if len(sys.argv) > 1 else 50, sz=32, d=1, random_state=0)
TimeSeriesKMeans(n_clusters=3, metric=sys.argv[2] if len(sys.argv) > 2 else "dtw", max_iter=10, verbose=True, random_state=0).fit(X)
