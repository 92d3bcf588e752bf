# gensim's LdaModel on a synthetic bag-of-words corpus, its own INFO logging on.
import logging, sys, numpy as np
from gensim.corpora import Dictionary
from gensim.models import LdaModel
logging.basicConfig(format="%(asctime)s : %(levelname)s : %(message)s", level=logging.INFO)
rng = np.random.default_rng(0)
vocab = ["w%d" % i for i in range(200)]
texts = [list(rng.choice(vocab, 30)) for _ in range(300)]
d = Dictionary(texts)
corpus = [d.doc2bow(t) for t in texts]
eta = float(sys.argv[1]) if len(sys.argv) > 1 else None
LdaModel(corpus, id2word=d, num_topics=5, passes=3, eval_every=1, chunksize=100, eta=eta)
