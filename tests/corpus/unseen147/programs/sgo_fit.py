import sys
from sklearn.datasets import load_digits
from sklearn.tree import DecisionTreeClassifier
from sklearn_genetic import GASearchCV
from sklearn_genetic.space import Integer, Categorical
X, y = load_digits(return_X_y=True)
gens = int(sys.argv[1]) if len(sys.argv) > 1 else 5
search = GASearchCV(DecisionTreeClassifier(random_state=0), cv=3, scoring="accuracy", population_size=8,
                    generations=gens, n_jobs=1, verbose=True,
                    param_grid={"max_depth": Integer(2, 20), "criterion": Categorical(["gini", "entropy"])})
search.fit(X, y)
print(search.best_params_)
