import numpy as np
import autokeras as ak
from sklearn.datasets import load_digits
X, y = load_digits(return_X_y=True)
clf = ak.StructuredDataClassifier(max_trials=2, overwrite=True) if hasattr(ak, "StructuredDataClassifier") else ak.ImageClassifier(max_trials=2, overwrite=True)
clf.fit(X.reshape(-1, 8, 8).astype("float32"), y, epochs=3)
