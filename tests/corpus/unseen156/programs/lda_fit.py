import sys, logging, numpy as np, lda
logging.basicConfig(level=logging.INFO)
rng = np.random.default_rng(0)
X = rng.poisson(float(sys.argv[3]), size=(200, 500)).astype(np.int64)
lda.LDA(n_topics=int(sys.argv[1]), n_iter=int(sys.argv[2]), random_state=1, refresh=10).fit(X)
