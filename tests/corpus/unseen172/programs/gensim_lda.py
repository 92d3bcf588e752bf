# gensim LDA topic model on a text file's lines, with gensim's own INFO logging: gensim_lda.py TEXT NUM_TOPICS PASSES
import logging, sys
from gensim import corpora
from gensim.models import LdaModel

logging.basicConfig(format="%(asctime)s : %(levelname)s : %(message)s", level=logging.INFO)
docs = [[w for w in l.lower().split() if w.isalpha() and len(w) > 3] for l in open(sys.argv[1]) if len(l.split()) > 5]
dictionary = corpora.Dictionary(docs)
corpus = [dictionary.doc2bow(d) for d in docs]
LdaModel(corpus, id2word=dictionary, num_topics=int(sys.argv[2]), passes=int(sys.argv[3]), eval_every=1, chunksize=500)
