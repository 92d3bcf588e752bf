# gensim's LdaModel (it logs its passes and held-out perplexity estimates) on synthetic documents.
import argparse, logging, random
from gensim.corpora import Dictionary
from gensim.models import LdaModel
logging.basicConfig(format="%(asctime)s : %(levelname)s : %(message)s", level=logging.INFO)
p = argparse.ArgumentParser()
p.add_argument("--topics", type=int, default=4)
p.add_argument("--passes", type=int, default=3)
p.add_argument("--eta", default=None)
a = p.parse_args()
random.seed(0)
vocab = [f"w{i}" for i in range(200)]
docs = [random.choices(vocab[(d % 4) * 50:(d % 4) * 50 + 50], k=30) for d in range(400)]
dct = Dictionary(docs)
LdaModel([dct.doc2bow(d) for d in docs], id2word=dct, num_topics=a.topics, passes=a.passes, chunksize=100, eval_every=1,
         eta=float(a.eta) if a.eta else None, random_state=0)
