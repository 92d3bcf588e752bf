# Write train.spacy / dev.spacy: synthetic sentences with PERSON and CITY entities, for `spacy train`.
import random
import spacy
from spacy.tokens import DocBin

random.seed(0)
nlp = spacy.blank("en")
names, cities = ["Alice", "Bob", "Carol", "Dmitri", "Esther", "Farid"], ["Paris", "Lagos", "Lima", "Oslo", "Quito"]
verbs = ["visited", "left", "moved to", "wrote about", "flew to"]
for split, n in (("train", 400), ("dev", 80)):
    db = DocBin()
    for _ in range(n):
        p, v, c = random.choice(names), random.choice(verbs), random.choice(cities)
        doc = nlp(f"{p} {v} {c} last year .")
        doc.ents = [doc.char_span(0, len(p), "PERSON"), doc.char_span(len(p) + len(v) + 2, len(p) + len(v) + 2 + len(c), "CITY")]
        db.add(doc)
    db.to_disk(f"{split}.spacy")
