# GPy GPRegression given a 1-d target vector instead of an (n, 1) column
import numpy as np, GPy
X = np.linspace(0, 1, 20)[:, None]
m = GPy.models.GPRegression(X, np.sin(X).ravel(), GPy.kern.RBF(1))
m.optimize()
