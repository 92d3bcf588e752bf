# tslearn's TimeSeriesKMeans (DTW, verbose: its own loop prints the inertia per iteration) on tslearn's random-walk generator
import sys
from tslearn.generators import random_walks
from tslearn.clustering import TimeSeriesKMeans

metric = sys.argv[1] if len(sys.argv) > 1 else "dtw"
X = random_walks(n_ts=60, sz=40, d=1, random_state=0)
TimeSeriesKMeans(n_clusters=3, metric=metric, max_iter=10, verbose=1, random_state=0).fit(X)
