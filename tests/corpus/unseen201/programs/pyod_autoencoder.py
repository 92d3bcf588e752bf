# PyOD's AutoEncoder detector (its PyTorch training loop prints the epoch losses) on synthetic data with outliers.
import sys
import numpy as np
from pyod.models.auto_encoder import AutoEncoder
from pyod.utils.data import generate_data

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
X_train, X_test, y_train, y_test = generate_data(n_train=1000, n_test=200, n_features=10, contamination=0.1, random_state=0)
clf = AutoEncoder(epoch_num=8, lr=lr, batch_size=64, verbose=2, random_state=0)
clf.fit(X_train)
print("decision scores", clf.decision_function(X_test)[:3])
