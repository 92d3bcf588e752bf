# gensim's LdaModel (a generative topic model) on a small synthetic corpus, with its INFO logging on
import sys, logging, numpy as np
from gensim.corpora import Dictionary
from gensim.models import LdaModel
logging.basicConfig(format="%(asctime)s : %(levelname)s : %(message)s", level=logging.INFO)
r = np.random.RandomState(0); words = [f"w{i}" for i in range(60)]
texts = [list(r.choice(words[(d % 3) * 20:(d % 3) * 20 + 20], 30)) for d in range(120)]
d = Dictionary(texts); corpus = [d.doc2bow(t) for t in texts]
LdaModel(corpus, id2word=d, num_topics=3, passes=int(sys.argv[1]) if len(sys.argv) > 1 else 3, eval_every=1, chunksize=40, random_state=0)
