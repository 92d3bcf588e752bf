"""Topic model with gensim's LdaModel on a synthetic corpus; gensim's own loop logs (logging INFO)."""
import sys
import logging
import numpy as np
from gensim.corpora import Dictionary
from gensim.models import LdaModel

logging.basicConfig(format="%(asctime)s : %(levelname)s : %(message)s", level=logging.INFO)
eta = float(sys.argv[1]) if len(sys.argv) > 1 else None
rng = np.random.RandomState(0)
topics = [["w%d" % (t * 50 + i) for i in range(50)] for t in range(4)]
texts = [list(rng.choice(topics[rng.randint(4)], 30)) + list(rng.choice(topics[rng.randint(4)], 10)) for _ in range(400)]
dictionary = Dictionary(texts)
corpus = [dictionary.doc2bow(t) for t in texts]
lda = LdaModel(corpus, id2word=dictionary, num_topics=4, passes=3, eval_every=1, chunksize=200, eta=eta, random_state=0)
