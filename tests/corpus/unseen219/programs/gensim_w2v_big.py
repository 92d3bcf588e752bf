# gensim's Word2Vec with a given vector size on a small synthetic corpus (memory limit set by the caller with prlimit)
import sys, logging
from gensim.models import Word2Vec
logging.basicConfig(format="%(asctime)s : %(levelname)s : %(message)s", level=logging.INFO)
sents = [[f"w{(i * 7 + j) % 5000}" for j in range(20)] for i in range(2000)]
Word2Vec(sents, vector_size=int(sys.argv[1]), min_count=1, workers=1, epochs=1)
