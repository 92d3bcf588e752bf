import sys
from ngboost import NGBRegressor
from sklearn.datasets import load_diabetes
from sklearn.model_selection import train_test_split
X, y = load_diabetes(return_X_y=True)
Xtr, Xva, ytr, yva = train_test_split(X, y, random_state=0)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
NGBRegressor(n_estimators=200, learning_rate=lr, verbose_eval=20, random_state=0).fit(Xtr, ytr, X_val=Xva, Y_val=yva, early_stopping_rounds=20)
