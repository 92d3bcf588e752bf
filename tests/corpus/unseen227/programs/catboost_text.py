# CatBoost's own text features (its tokenizer, dictionaries and text estimators) on synthetic reviews; CatBoost's fit prints.
import argparse, random
import pandas as pd
from catboost import CatBoostClassifier, Pool
p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--iterations", type=int, default=60)
p.add_argument("--text-column", default="review")
a = p.parse_args()
random.seed(0)
pos, neg = "good great fine nice superb".split(), "bad awful poor terrible boring".split()
filler = "movie film plot actor scene the a was is".split()
rows = []
for _ in range(600):
    lab = random.randrange(2)
    rows.append((" ".join(random.choices(filler, k=6) + random.choices(pos if lab else neg, k=1) + random.choices(pos + neg, k=2)), lab))
df = pd.DataFrame(rows, columns=["review", "label"])
tr, te = df[:480], df[480:]
m = CatBoostClassifier(iterations=a.iterations, learning_rate=a.lr, verbose=10, train_dir="/tmp/unseen227-scratch/catboost_info", thread_count=1)
m.fit(Pool(tr[["review"]], tr.label, text_features=[a.text_column]), eval_set=Pool(te[["review"]], te.label, text_features=[a.text_column]))
