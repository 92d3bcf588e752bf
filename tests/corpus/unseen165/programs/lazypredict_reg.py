import sys, numpy as np
from lazypredict.Supervised import LazyRegressor
from sklearn.datasets import load_diabetes
from sklearn.model_selection import train_test_split
X, y = load_diabetes(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.3, random_state=0)
reg = LazyRegressor(verbose=0, ignore_warnings=False, predictions=False)
models, _ = reg.fit(X_train, X_test, y_train, y_test)
import pandas as pd; pd.set_option("display.width", 200)
print(models.tail(int(sys.argv[1])))
