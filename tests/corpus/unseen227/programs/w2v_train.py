# gensim's Word2Vec trainer (it logs its progress and, with compute_loss, its running loss) on synthetic sentences.
import argparse, logging, random
from gensim.models import Word2Vec
from gensim.models.callbacks import CallbackAny2Vec
logging.basicConfig(format="%(asctime)s : %(levelname)s : %(message)s", level=logging.INFO)
p = argparse.ArgumentParser()
p.add_argument("--alpha", type=float, default=0.025)
p.add_argument("--epochs", type=int, default=5)
p.add_argument("--sg", type=int, default=0)
a = p.parse_args()
random.seed(0)
vocab = [f"w{i}" for i in range(300)]
sents = [random.choices(vocab, k=12) for _ in range(3000)]
Word2Vec(sents, vector_size=32, window=3, min_count=1, workers=1, epochs=a.epochs, alpha=a.alpha, sg=a.sg, compute_loss=True)
