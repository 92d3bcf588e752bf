from sklearn.datasets import load_digits
from sklearn.svm import SVC
from sklearn_genetic import GASearchCV
from sklearn_genetic.space import Continuous
X, y = load_digits(return_X_y=True)
search = GASearchCV(SVC(), cv=3, scoring="accuracy", population_size=6, generations=3, n_jobs=1, verbose=True,
                    param_grid={"C": Continuous(-10.0, 0.5)})
search.fit(X, y)
print(search.best_params_)
