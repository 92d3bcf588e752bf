import numpy as np
import statsmodels.api as sm
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
X[5, 2] = np.nan
print(sm.OLS(y, sm.add_constant(X)).fit().summary())
