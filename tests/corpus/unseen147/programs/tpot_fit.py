import sys
from sklearn.datasets import load_digits
from sklearn.model_selection import train_test_split
from tpot import TPOTClassifier
X, y = load_digits(return_X_y=True)
Xtr, Xte, ytr, yte = train_test_split(X, y, random_state=0)
gens = int(sys.argv[1]) if len(sys.argv) > 1 else 2
t = TPOTClassifier(generations=gens, population_size=6, n_jobs=1, verbose=3, max_time_mins=1.5, random_state=0)
t.fit(Xtr, ytr)
print("test score", t.score(Xte, yte))
