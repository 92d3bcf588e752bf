"""A CRF sequence labeller with sklearn-crfsuite on synthetic sentences; crfsuite's own loop prints (verbose=True)."""
import sys
import random
import sklearn_crfsuite
from sklearn_crfsuite import metrics

algorithm = sys.argv[1] if len(sys.argv) > 1 else "lbfgs"
c2 = float(sys.argv[2]) if len(sys.argv) > 2 else 0.1
random.seed(0)
people, places = ["Ana", "Bo", "Chen", "Dara", "Emeka"], ["Rome", "Accra", "Pune", "Kiev", "Lyon"]
fillers = ["the", "went", "to", "met", "in", "from", "with", "a", "friend", "yesterday"]

def sentence():
    words, tags = [], []
    for _ in range(random.randint(4, 10)):
        r = random.random()
        if r < 0.2:
            words.append(random.choice(people)); tags.append("B-PER")
        elif r < 0.35:
            words.append(random.choice(places)); tags.append("B-LOC")
        else:
            words.append(random.choice(fillers)); tags.append("O")
    return words, tags

def feats(words, i):
    w = words[i]
    f = {"bias": 1.0, "lower": w.lower(), "istitle": w.istitle(), "suffix2": w[-2:]}
    f["prev"] = words[i - 1].lower() if i > 0 else "BOS"
    f["next"] = words[i + 1].lower() if i < len(words) - 1 else "EOS"
    return f

data = [sentence() for _ in range(600)]
X = [[feats(w, i) for i in range(len(w))] for w, _ in data]
y = [t for _, t in data]
crf = sklearn_crfsuite.CRF(algorithm=algorithm, c2=c2, max_iterations=30, verbose=True)
crf.fit(X[:500], y[:500])
print("flat F1:", metrics.flat_f1_score(y[500:], crf.predict(X[500:]), average="weighted"))
