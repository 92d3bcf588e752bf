"""flair: a TextClassifier over one-hot word embeddings (nothing to download) on a tiny corpus; ModelTrainer logs."""
import random
import sys
from flair.data import Corpus, Sentence
from flair.datasets import FlairDatapointDataset
from flair.embeddings import DocumentRNNEmbeddings, OneHotEmbeddings
from flair.models import TextClassifier
from flair.trainers import ModelTrainer

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.1
random.seed(0)
words = {"pos": ["great", "good", "fine", "superb", "lovely"], "neg": ["awful", "bad", "poor", "dull", "boring"]}


def sentence():
    lab = random.choice(["pos", "neg"])
    s = Sentence(" ".join(random.choice(words[lab]) for _ in range(4)) + " movie")
    return s.add_label("sentiment", lab)


corpus = Corpus(*(FlairDatapointDataset([sentence() for _ in range(n)]) for n in (200, 40, 40)))
emb = DocumentRNNEmbeddings([OneHotEmbeddings.from_corpus(corpus, embedding_length=16)], hidden_size=16)
clf = TextClassifier(emb, label_type="sentiment", label_dictionary=corpus.make_label_dictionary("sentiment"))
ModelTrainer(clf, corpus).train("/tmp/unseen142-scratch/flair_out", learning_rate=lr, mini_batch_size=16, max_epochs=3)
