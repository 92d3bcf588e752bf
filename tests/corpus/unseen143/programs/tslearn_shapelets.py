# tslearn's LearningShapelets classifier (verbose=1) on tslearn's random-walk blobs generator.
import argparse
from tslearn.generators import random_walk_blobs
from tslearn.shapelets import LearningShapelets
p = argparse.ArgumentParser(); p.add_argument("--iter", type=int, default=50); a = p.parse_args()
X, y = random_walk_blobs(n_ts_per_blob=20, sz=32, d=1, n_blobs=2, random_state=0)
LearningShapelets(n_shapelets_per_size={5: 3}, max_iter=a.iter, verbose=1, random_state=0).fit(X, y)
