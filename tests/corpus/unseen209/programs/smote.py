import numpy as np
from collections import Counter
from imblearn.over_sampling import SMOTE
from sklearn.datasets import make_classification
X, y = make_classification(n_samples=200, weights=[0.98, 0.02], flip_y=0, random_state=0)
print(Counter(y))
X_res, y_res = SMOTE(random_state=0).fit_resample(X, y)
print(Counter(y_res))
