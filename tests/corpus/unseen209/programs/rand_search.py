from scipy.stats import loguniform
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import RandomizedSearchCV
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from sklearn.linear_model import LogisticRegression
X, y = load_breast_cancer(return_X_y=True)
pipe = make_pipeline(StandardScaler(), LogisticRegression(max_iter=200))
rs = RandomizedSearchCV(pipe, {"logisticregression__C": loguniform(1e-3, 1e2)}, n_iter=4, cv=3,
                        verbose=3, return_train_score=True, random_state=0)
rs.fit(X, y)
