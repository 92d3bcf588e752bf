# gensim's Word2Vec / LdaModel training with gensim's INFO logging, on gensim's bundled test corpus.
import argparse, logging
from gensim.test.utils import common_texts, datapath
from gensim.models import Word2Vec, LdaModel
from gensim.corpora import Dictionary
logging.basicConfig(format="%(asctime)s : %(levelname)s : %(message)s", level=logging.INFO)
p = argparse.ArgumentParser(); p.add_argument("--model", default="lda"); p.add_argument("--pretrained"); p.add_argument("--save"); a = p.parse_args()
if a.pretrained:
    import gensim.downloader as api; api.load(a.pretrained)
if a.model == "lda":
    d = Dictionary(common_texts); LdaModel([d.doc2bow(t) for t in common_texts] * 20, id2word=d, num_topics=3, passes=5, eval_every=1, random_state=0)
else:
    m = Word2Vec(sentences=common_texts * 200, vector_size=50, min_count=1, epochs=5, workers=1, compute_loss=True)
    if a.save: m.save(a.save)
