# Calls taifyang/machine-learning python/linear_regression.py's own loop (it prints) with a large learning rate.
import sys
import numpy as np
from linear_regression import LinearRegression

alpha = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
x = np.array([[1], [2], [3], [4]])
y = np.array([[1, 2, 2.9, 4.1]])
w, b = LinearRegression(x, y, alpha=alpha, iters=400)
print(w, b)
