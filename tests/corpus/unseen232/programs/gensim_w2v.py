# gensim Word2Vec over a tokenised text corpus, with its INFO log
import logging, sys
from gensim.models import Word2Vec
from gensim.utils import simple_preprocess
logging.basicConfig(format="%(asctime)s : %(levelname)s : %(message)s", level=logging.INFO)
sents = [simple_preprocess(l) for l in open(sys.argv[1])]
Word2Vec(sents, vector_size=32, window=3, min_count=1, workers=1, epochs=int(sys.argv[2]), compute_loss=True)
