import sys
import submitit
from sklearn.datasets import load_digits
from sklearn.linear_model import SGDClassifier


def fit(eta0):
    X, y = load_digits(return_X_y=True)
    clf = SGDClassifier(loss="log_loss", learning_rate="constant", eta0=eta0, max_iter=5, tol=None, verbose=1)
    return clf.fit(X, y).score(X, y)


executor = submitit.LocalExecutor(folder="submitit_logs")
executor.update_parameters(timeout_min=1)
job = executor.submit(fit, float(sys.argv[1]))
print(job.job_id, job.result())
