"""Fit a topic model with lda's collapsed Gibbs sampler on its bundled Reuters sample (lda logs the likelihood)."""
import argparse
import logging
import lda
import lda.datasets

logging.basicConfig(level=logging.INFO)
p = argparse.ArgumentParser()
p.add_argument("--n-topics", type=int, default=10)
p.add_argument("--n-iter", type=int, default=200)
p.add_argument("--alpha", type=float, default=0.1)
a = p.parse_args()
X = lda.datasets.load_reuters()
lda.LDA(n_topics=a.n_topics, n_iter=a.n_iter, alpha=a.alpha, random_state=1).fit(X)
