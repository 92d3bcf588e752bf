import logging, sys
import numpy as np
from gensim.models import Word2Vec
# DeepWalk: skip-gram over random walks on a random graph, gensim's own training loop logs its progress
logging.basicConfig(format="%(asctime)s : %(levelname)s : %(message)s", level=logging.INFO)
rng = np.random.default_rng(0)
n, walks_per_node, length = int(sys.argv[1]), 5, 20
nbrs = [rng.integers(0, n, 8) for _ in range(n)]
walks = []
for _ in range(walks_per_node):
    for s in range(n):
        w = [s]
        for _ in range(length - 1):
            w.append(int(rng.choice(nbrs[w[-1]])))
        walks.append([str(v) for v in w])
model = Word2Vec(walks, vector_size=64, window=5, min_count=0, sg=1, workers=1, epochs=int(sys.argv[2]), compute_loss=True)
model.save(sys.argv[3] if len(sys.argv) > 3 else "/tmp/unseen206-scratch/deepwalk.model")
