import sys
from sklearn.datasets import load_digits
from sklearn.model_selection import train_test_split
from tpot import TPOTClassifier
X, y = load_digits(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, train_size=0.75, test_size=0.25, random_state=42)
tpot = TPOTClassifier(generations=int(sys.argv[1]), population_size=int(sys.argv[2]), verbosity=2, random_state=42, n_jobs=1, config_dict=sys.argv[3] if len(sys.argv) > 3 else None)
tpot.fit(X_train, y_train)
print(tpot.score(X_test, y_test))
