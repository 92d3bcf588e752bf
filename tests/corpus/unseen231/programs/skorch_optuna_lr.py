import sys, numpy as np, torch, optuna
from skorch import NeuralNetClassifier
from sklearn.datasets import make_classification
X, y = make_classification(1000, 20, n_informative=10, random_state=0)
X, y = X.astype(np.float32), y.astype(np.int64)
class MLP(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.net = torch.nn.Sequential(torch.nn.Linear(20, 32), torch.nn.ReLU(), torch.nn.Linear(32, 2))
    def forward(self, x):
        return self.net(x)
def objective(trial):
    lr = trial.suggest_float("lr", float(sys.argv[1]), float(sys.argv[2]), log=True)
    net = NeuralNetClassifier(MLP, criterion=torch.nn.CrossEntropyLoss, max_epochs=6, lr=lr, optimizer=torch.optim.SGD)
    net.fit(X, y)
    return net.history[-1, "valid_acc"]
study = optuna.create_study(direction="maximize", sampler=optuna.samplers.TPESampler(seed=0))
study.optimize(objective, n_trials=2)
