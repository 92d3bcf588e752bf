import sys
import numpy as np
from pyod.models.auto_encoder import AutoEncoder
from pyod.utils.data import generate_data
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
epochs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
X_train, X_test, y_train, y_test = generate_data(n_train=500, n_test=100, n_features=8, contamination=0.1, random_state=0)
clf = AutoEncoder(lr=lr, epoch_num=epochs, verbose=2, batch_norm=False, preprocessing=False)
clf.fit(X_train * 1e3 if len(sys.argv) > 3 else X_train)
print("test scores:", clf.decision_function(X_test)[:5])
