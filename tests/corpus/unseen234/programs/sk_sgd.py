# scikit-learn's SGDRegressor on the bundled diabetes data, verbose epochs
import sys
from sklearn.datasets import load_diabetes
from sklearn.linear_model import SGDRegressor
eta0 = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
X, y = load_diabetes(return_X_y=True)
SGDRegressor(learning_rate="constant", eta0=eta0, max_iter=8, tol=None, verbose=1, random_state=0).fit(X * 100, y)
