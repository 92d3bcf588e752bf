# gensim Word2Vec on a text file's lines, with gensim's own INFO logging: gensim_word2vec.py TEXT VECTOR_SIZE EPOCHS
import logging, sys
from gensim.models import Word2Vec

logging.basicConfig(format="%(asctime)s : %(levelname)s : %(message)s", level=logging.INFO)
sentences = [l.lower().split() for l in open(sys.argv[1]) if l.strip()]
model = Word2Vec(sentences, vector_size=int(sys.argv[2]), window=5, min_count=2, workers=1, epochs=int(sys.argv[3]))
model.save("w2v.model")
