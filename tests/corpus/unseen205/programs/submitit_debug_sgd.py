import sys
import submitit
from sklearn.datasets import load_wine
from sklearn.linear_model import SGDClassifier
from sklearn.preprocessing import StandardScaler


def fit(alpha):
    X, y = load_wine(return_X_y=True)
    X = StandardScaler().fit_transform(X)
    clf = SGDClassifier(loss="hinge", alpha=alpha, max_iter=4, tol=None, random_state=0, verbose=1)
    return clf.fit(X, y).score(X, y)


executor = submitit.DebugExecutor(folder="submitit_debug")
job = executor.submit(fit, float(sys.argv[1]) if len(sys.argv) > 1 else 1e-4)
job.result()
