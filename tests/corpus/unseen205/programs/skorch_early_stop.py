import torch
from sklearn.datasets import load_breast_cancer
from sklearn.preprocessing import StandardScaler
from skorch import NeuralNetBinaryClassifier
from skorch.callbacks import EarlyStopping, EpochScoring

X, y = load_breast_cancer(return_X_y=True)
X, y = StandardScaler().fit_transform(X).astype("float32"), y.astype("float32")
module = torch.nn.Sequential(torch.nn.Linear(30, 64), torch.nn.ReLU(), torch.nn.Linear(64, 1), torch.nn.Flatten(0))
net = NeuralNetBinaryClassifier(module, max_epochs=60, lr=0.3, batch_size=32,
                                callbacks=[EpochScoring("roc_auc", lower_is_better=False), EarlyStopping(patience=4)])
net.fit(X, y)
