import sys
import torch
import wandb
from sklearn.datasets import make_classification
from skorch import NeuralNetClassifier
from skorch.callbacks import WandbLogger

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.1
X, y = make_classification(1000, 20, n_informative=10, random_state=0)
X = X.astype("float32")
module = torch.nn.Sequential(torch.nn.Linear(20, 32), torch.nn.ReLU(), torch.nn.Linear(32, 2))
run = wandb.init(project="skorch-demo", mode="offline")
net = NeuralNetClassifier(module, criterion=torch.nn.CrossEntropyLoss, max_epochs=8, lr=lr,
                          callbacks=[WandbLogger(run)])
net.fit(X, y)
run.finish()
