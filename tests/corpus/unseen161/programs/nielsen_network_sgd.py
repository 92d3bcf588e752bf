# Driver: calls network.Network.SGD from MichalDanielDobrzanski/DeepLearningPython
# (elements/network.py) on synthetic 784-pixel digits; the library's own loop prints.
import sys
import numpy as np
sys.path.insert(0, '.')
from elements import network

rng = np.random.default_rng(0)
proto = rng.random((10, 784)) < 0.2
def make(n, onehot):
    ys = rng.integers(0, 10, n)
    xs = (proto[ys] & (rng.random((n, 784)) < 0.9)).astype(float)
    out = []
    for x, y in zip(xs, ys):
        t = np.zeros((10, 1)); t[y] = 1.0
        out.append((x.reshape(784, 1), t if onehot else int(y)))
    return out

training_data, test_data = make(3000, True), make(500, False)
eta = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
net = network.Network([784, 30, 10])
net.SGD(training_data, 10, 10, eta, test_data=test_data if '--no-test' not in sys.argv else None)
