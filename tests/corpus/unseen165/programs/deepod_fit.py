import sys, numpy as np
import deepod.models as M
from pyod.utils.data import generate_data
X_train, X_test, y_train, y_test = generate_data(n_train=500, n_test=100, n_features=8, contamination=0.1, random_state=2)
cls = getattr(M, sys.argv[1])
clf = cls(epochs=int(sys.argv[2]), lr=float(sys.argv[3]), verbose=2, device="cpu", batch_size=64)
clf.fit(X_train * float(sys.argv[4]) if len(sys.argv) > 4 else X_train)
print("scores:", clf.decision_function(X_test)[:3])
