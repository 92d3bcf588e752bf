# Setup (not a case): writes a tiny tagger/textcat corpus in spaCy's binary format and a blank-English config for `spacy train`.
import random, spacy
from spacy.tokens import DocBin
from spacy.cli.init_config import init_config
random.seed(0); nlp = spacy.blank("en")
words = {"NOUN": ["dog", "cat", "bird", "car"], "VERB": ["runs", "sleeps", "eats", "sings"], "DET": ["the", "a"], "ADJ": ["big", "red", "small"]}
def make(n, path):
    db = DocBin()
    for _ in range(n):
        seq = [("DET",), ("ADJ",), ("NOUN",), ("VERB",)]
        toks = [(random.choice(words[t[0]]), t[0]) for t in seq]
        doc = spacy.tokens.Doc(nlp.vocab, words=[w for w, _ in toks], tags=[p for _, p in toks])
        db.add(doc)
    db.to_disk(path)
make(200, "/tmp/unseen143-scratch/train.spacy"); make(50, "/tmp/unseen143-scratch/dev.spacy")
init_config(lang="en", pipeline=["tagger"], optimize="efficiency").to_disk("/tmp/unseen143-scratch/spacy.cfg")
