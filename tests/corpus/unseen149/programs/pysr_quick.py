# PySR's README quickstart
import numpy as np
X = 2 * np.random.randn(100, 5)
y = 2.5382 * np.cos(X[:, 3]) + X[:, 0] ** 2 - 0.5
from pysr import PySRRegressor
model = PySRRegressor(maxsize=20, niterations=40, binary_operators=["+", "*"], unary_operators=["cos", "exp", "sin", "inv(x) = 1/x"], extra_sympy_mappings={"inv": lambda x: 1 / x}, elementwise_loss="loss(prediction, target) = (prediction - target)^2")
model.fit(X, y)
print(model)
