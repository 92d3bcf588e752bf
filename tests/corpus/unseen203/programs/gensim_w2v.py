# gensim Word2Vec on synthetic sentences, saved to the given path; its INFO logging on.
import logging, sys, numpy as np
from gensim.models import Word2Vec
logging.basicConfig(format="%(asctime)s : %(levelname)s : %(message)s", level=logging.INFO)
rng = np.random.default_rng(0)
sents = [list(rng.choice(["w%d" % i for i in range(5000)], 20)) for _ in range(int(sys.argv[2]) if len(sys.argv) > 2 else 2000)]
m = Word2Vec(sents, vector_size=int(sys.argv[3]) if len(sys.argv) > 3 else 100, min_count=1, epochs=3, compute_loss=True, workers=1)
m.save(sys.argv[1])
