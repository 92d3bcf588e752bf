import sys, numpy as np
from pyod.models.deep_svdd import DeepSVDD
from pyod.utils.data import generate_data
X_train, X_test, y_train, y_test = generate_data(n_train=400, n_test=100, n_features=6, contamination=0.1, random_state=1)
if len(sys.argv) > 2 and sys.argv[2] == "nan": X_train[3, 2] = np.nan
clf = DeepSVDD(n_features=6, epochs=int(sys.argv[1]), verbose=1, preprocessing=False)
clf.fit(X_train)
print("fitted; threshold:", clf.threshold_)
