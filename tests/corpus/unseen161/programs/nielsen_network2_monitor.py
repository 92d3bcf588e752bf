# Driver: calls network2.Network.SGD from MichalDanielDobrzanski/DeepLearningPython
# (elements/network2.py) with all four monitors on; the library's own loop prints.
import sys
import numpy as np
sys.path.insert(0, '.')
from elements import network2

rng = np.random.default_rng(0)
proto = rng.random((10, 784)) < 0.2
def make(n, onehot):
    ys = rng.integers(0, 10, n)
    xs = (proto[ys] & (rng.random((n, 784)) < 0.7) | (rng.random((n, 784)) < 0.1)).astype(float)
    return [(x.reshape(784, 1), network2.vectorized_result(y) if onehot else int(y)) for x, y in zip(xs, ys)]

training_data, evaluation_data = make(2000, True), make(500, False)
eta, lmbda, epochs = float(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3])
net = network2.Network([784, 30, 10], cost=network2.CrossEntropyCost)
net.SGD(training_data, epochs, 10, eta, lmbda=lmbda, evaluation_data=evaluation_data,
        monitor_evaluation_cost=True, monitor_evaluation_accuracy=True,
        monitor_training_cost=True, monitor_training_accuracy=True)
