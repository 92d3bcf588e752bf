import sys
import numpy as np
from imblearn.ensemble import BalancedRandomForestClassifier
from imblearn.metrics import classification_report_imbalanced
from sklearn.datasets import make_classification
X, y = make_classification(n_samples=3000, n_classes=3, n_informative=6, weights=[0.8, 0.15, 0.05], random_state=0)
if len(sys.argv) > 1 and sys.argv[1] == "inf":
    X[10, 0] = np.inf
clf = BalancedRandomForestClassifier(n_estimators=30, random_state=0, sampling_strategy="all", replacement=True, bootstrap=False).fit(X[::2], y[::2])
print(classification_report_imbalanced(y[1::2], clf.predict(X[1::2])))
