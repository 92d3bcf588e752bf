import sys
import numpy as np
from pyod.models.auto_encoder import AutoEncoder
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
rng = np.random.default_rng(0)
X = rng.normal(size=(1000, 16)).astype("float32")
clf = AutoEncoder(epoch_num=8, batch_size=64, lr=lr, verbose=2, hidden_neuron_list=[16, 8])
clf.fit(X)
print("outliers", clf.labels_.sum())
