# Driver: RalphExp/neural-network's NeuralNetwork.train (simple_nn.py; its own loop prints "Epoch e, Loss: ...")
# on scikit-learn's make_moons. Usage: ralph_simple_nn.py EPOCHS LR
import sys
import numpy as np
from sklearn.datasets import make_moons
from simple_nn import NeuralNetwork

np.random.seed(0)
X, y = make_moons(n_samples=200, noise=0.2, random_state=0)
NeuralNetwork(2, 8, 1).train(X, y.reshape(-1, 1), int(sys.argv[1]), float(sys.argv[2]))
