from sacred import Experiment
from sklearn.datasets import load_breast_cancer
from sklearn.linear_model import SGDClassifier

ex = Experiment("sgd_breast_cancer")


@ex.config
def cfg():
    eta0 = 0.01
    epochs = 6
    loss = "log_loss"


@ex.automain
def run(eta0, epochs, loss):
    X, y = load_breast_cancer(return_X_y=True)
    clf = SGDClassifier(loss=loss, learning_rate="constant", eta0=eta0, max_iter=epochs, tol=None,
                        random_state=0, verbose=1)
    clf.fit(X, y)
    return clf.score(X, y)
