from mlxtend.classifier import SoftmaxRegression
from sklearn.datasets import load_iris
X, y = load_iris(return_X_y=True)
X = (X - X.mean(0)) / X.std(0)
SoftmaxRegression(eta=0.05, epochs=25, minibatches=10, random_seed=0, print_progress=3).fit(X, y)
