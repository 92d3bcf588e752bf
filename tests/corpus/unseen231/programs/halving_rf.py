import sys
from sklearn.experimental import enable_halving_search_cv  # noqa
from sklearn.model_selection import HalvingRandomSearchCV
from sklearn.datasets import load_digits
from sklearn.ensemble import RandomForestClassifier
X, y = load_digits(return_X_y=True)
HalvingRandomSearchCV(RandomForestClassifier(random_state=0), {"max_depth": [3, 5, 8, None], "min_samples_split": [2, 5, 10]},
                      factor=int(sys.argv[1]), cv=3, verbose=1, random_state=0).fit(X, y)
