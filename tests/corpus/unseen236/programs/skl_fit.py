import sys
from sklearn import datasets, neural_network, linear_model, ensemble
X, y = getattr(datasets, sys.argv[1])(return_X_y=True)
model = eval(sys.argv[2])
model.fit(X, y)
