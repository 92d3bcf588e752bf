# CatBoost with a raw text feature (does a line mention "return"?); CatBoost prints its own iteration log.
# catboost_text_clf.py TEXT ITERATIONS LEARNING_RATE
import sys
import pandas as pd
from catboost import CatBoostClassifier, Pool

lines = [l.strip().replace("return", "") for l in open(sys.argv[1]) if len(l.split()) > 3]
y = ["return" in l for l in open(sys.argv[1]) if len(l.split()) > 3]
df = pd.DataFrame({"text": lines})
n = int(len(df) * 0.8)
train, test = Pool(df[:n], y[:n], text_features=["text"]), Pool(df[n:], y[n:], text_features=["text"])
CatBoostClassifier(iterations=int(sys.argv[2]), learning_rate=float(sys.argv[3]), verbose=10, thread_count=1,
                   allow_writing_files=False).fit(train, eval_set=test)
