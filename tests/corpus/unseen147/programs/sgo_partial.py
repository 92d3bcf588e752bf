import sys
from sklearn.datasets import load_breast_cancer
from sklearn.linear_model import LogisticRegression
from sklearn_genetic import GASearchCV
from sklearn_genetic.space import Continuous
X, y = load_breast_cancer(return_X_y=True)
search = GASearchCV(LogisticRegression(max_iter=200), cv=3, scoring="neg_log_loss", population_size=6, generations=4,
                    n_jobs=1, verbose=True, error_score=float("nan"),
                    param_grid={"C": Continuous(-0.5, 2.0)})
search.fit(X, y)
print(search.best_params_)
