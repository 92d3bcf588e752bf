# Write a synthetic textcat corpus (train.spacy, dev.spacy) for spaCy's own `spacy train`.
import random, spacy
from spacy.tokens import DocBin
random.seed(0)
nlp = spacy.blank("en")
pos, neg = "good great fine nice superb".split(), "bad awful poor terrible boring".split()
filler = "movie film plot actor scene the a was is".split()
for split, n in [("train", 300), ("dev", 60)]:
    db = DocBin()
    for _ in range(n):
        lab = random.randrange(2)
        doc = nlp(" ".join(random.choices(filler, k=6) + random.choices(pos if lab else neg, k=2)))
        doc.cats = {"POS": float(lab), "NEG": float(1 - lab)}
        db.add(doc)
    db.to_disk(f"{split}.spacy")
