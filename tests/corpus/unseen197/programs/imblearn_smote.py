# imbalanced-learn's SMOTE resampling of a synthetic imbalanced data set.
from collections import Counter
from sklearn.datasets import make_classification
from imblearn.over_sampling import SMOTE
X, y = make_classification(n_samples=500, weights=[0.9, 0.1], random_state=0)
print(Counter(SMOTE(random_state=0).fit_resample(X, y)[1]))
