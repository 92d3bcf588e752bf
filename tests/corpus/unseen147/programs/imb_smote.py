import sys
from collections import Counter
from sklearn.datasets import make_classification
from imblearn.over_sampling import SMOTE
n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
X, y = make_classification(n_samples=n, weights=[0.99, 0.01], n_features=8, random_state=1)
print("before", Counter(y))
Xr, yr = SMOTE(k_neighbors=5, random_state=0).fit_resample(X, y)
print("after", Counter(yr))
