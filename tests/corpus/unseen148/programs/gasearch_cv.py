import sys
from sklearn.datasets import load_digits
from sklearn.tree import DecisionTreeClassifier
from sklearn_genetic import GASearchCV
from sklearn_genetic.space import Integer, Continuous, Categorical
X, y = load_digits(return_X_y=True)
space = {"max_depth": Integer(2, 30), "min_samples_split": Continuous(0.01, 0.5), "criterion": Categorical(["gini", "entropy"])}
ev = GASearchCV(estimator=DecisionTreeClassifier(), cv=3, scoring=sys.argv[1], population_size=10, generations=int(sys.argv[2]), param_grid=space, n_jobs=1, verbose=True)
ev.fit(X, y)
print(ev.best_params_)
