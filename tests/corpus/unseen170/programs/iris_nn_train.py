# Driver: danapantoja/iris-neural-network's NeuralNetwork.train (neural_network_iris.py; its own loop prints
# "Epoch e: Cost = ...") on the same bundled iris split as iris_classification.py, with the step size from argv.
# Usage: iris_nn_train.py EPOCHS ALPHA
import sys
import numpy as np
from sklearn.datasets import load_iris
from sklearn.model_selection import train_test_split
from sklearn.preprocessing import StandardScaler
from neural_network_iris import NeuralNetwork

np.random.seed(0)
iris = load_iris()
mask = iris.target < 2
X = StandardScaler().fit_transform(iris.data[mask])
y = iris.target[mask].reshape(-1, 1)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.2, random_state=42)
NeuralNetwork([4, 5, 1]).train(X_train, y_train, epochs=int(sys.argv[1]), alpha=float(sys.argv[2]))
