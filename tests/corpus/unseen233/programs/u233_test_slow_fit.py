import time
from sklearn.datasets import load_digits
from sklearn.svm import SVC

def test_svc_fits_quickly():
    X, y = load_digits(return_X_y=True)
    for _ in range(200):
        SVC(C=10.0).fit(X, y)
        time.sleep(0.05)
    assert True

def test_svc_accuracy():
    X, y = load_digits(return_X_y=True)
    assert SVC(C=1e-6).fit(X[:1000], y[:1000]).score(X[1000:], y[1000:]) > 0.9
