# gensim: tokenise a small corpus, build a dictionary and fit LDA with its INFO log
import logging, sys
from gensim.utils import simple_preprocess
from gensim.corpora import Dictionary
from gensim.models import LdaModel
logging.basicConfig(format="%(asctime)s : %(levelname)s : %(message)s", level=logging.INFO)
docs = [simple_preprocess(l) for l in open(sys.argv[1])]
d = Dictionary(docs)
corpus = [d.doc2bow(t) for t in docs]
LdaModel(corpus, id2word=d, num_topics=4, passes=int(sys.argv[2]), eval_every=1, chunksize=500, random_state=0)
