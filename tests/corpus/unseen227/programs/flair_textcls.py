# flair's ModelTrainer fine-tuning a TextClassifier on the tiny encoder saved by st_fit.py, synthetic FastText-format corpus.
import random, pathlib
from flair.datasets import ClassificationCorpus
from flair.embeddings import TransformerDocumentEmbeddings
from flair.models import TextClassifier
from flair.trainers import ModelTrainer
random.seed(0)
d = pathlib.Path("/tmp/unseen227-scratch/flair_data"); d.mkdir(exist_ok=True)
pos, neg = "good great fine nice superb".split(), "bad awful poor terrible boring".split()
filler = "movie film plot actor scene the a was is".split()
for split, n in [("train", 200), ("dev", 40), ("test", 40)]:
    with open(d / f"{split}.txt", "w") as f:
        for _ in range(n):
            lab = random.randrange(2)
            f.write(f"__label__{'pos' if lab else 'neg'} " + " ".join(random.choices(filler, k=6) + random.choices(pos if lab else neg, k=2)) + "\n")
corpus = ClassificationCorpus(d, label_type="sentiment")
clf = TextClassifier(TransformerDocumentEmbeddings("/tmp/unseen227-scratch/tinybert", fine_tune=True), label_type="sentiment",
                     label_dictionary=corpus.make_label_dictionary("sentiment"))
ModelTrainer(clf, corpus).fine_tune("/tmp/unseen227-scratch/flair_out", max_epochs=2, mini_batch_size=16)
