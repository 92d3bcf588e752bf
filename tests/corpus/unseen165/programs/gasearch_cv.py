import sys
from sklearn_genetic import GASearchCV
from sklearn_genetic.space import Continuous, Integer
from sklearn.ensemble import RandomForestClassifier
from sklearn.datasets import load_digits
X, y = load_digits(return_X_y=True)
ev = GASearchCV(RandomForestClassifier(n_estimators=20, random_state=0), cv=3, scoring="accuracy", population_size=int(sys.argv[1]), generations=int(sys.argv[2]), n_jobs=1, verbose=True,
                param_grid={"max_depth": Integer(2, 20), "min_samples_split": Integer(2, 10), "max_features": Continuous(0.1, 1.0)})
ev.fit(X, y)
print(ev.best_params_)
