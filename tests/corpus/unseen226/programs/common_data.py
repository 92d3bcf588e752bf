import torch
from sklearn.datasets import load_digits, load_diabetes

def digits():
    X, y = load_digits(return_X_y=True)
    X = torch.tensor(X / 16.0, dtype=torch.float32); y = torch.tensor(y)
    return X[:1400], y[:1400], X[1400:], y[1400:]

def diabetes():
    X, y = load_diabetes(return_X_y=True)
    X = torch.tensor(X, dtype=torch.float32); y = torch.tensor(y, dtype=torch.float32)
    return X[:350], y[:350], X[350:], y[350:]

def epochs(task="digits", lr=0.1, n=10, hidden=32):
    """Train a tiny model; yield (epoch, train_loss, val_loss, val_score) after each epoch."""
    if task == "digits":
        Xtr, ytr, Xva, yva = digits(); out = 10
        lossf = torch.nn.functional.cross_entropy
        score = lambda o, y: (o.argmax(1) == y).float().mean().item()
    else:
        Xtr, ytr, Xva, yva = diabetes(); out = 1
        lossf = lambda o, y: torch.nn.functional.mse_loss(o.squeeze(1), y)
        score = lambda o, y: (1 - ((o.squeeze(1) - y) ** 2).sum() / ((y - y.mean()) ** 2).sum()).item()
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(Xtr.shape[1], hidden), torch.nn.Tanh(), torch.nn.Linear(hidden, out))
    opt = torch.optim.SGD(model.parameters(), lr=lr)
    for e in range(1, n + 1):
        for i in range(0, len(Xtr), 50):
            loss = lossf(model(Xtr[i:i+50]), ytr[i:i+50])
            opt.zero_grad(); loss.backward(); opt.step()
        with torch.no_grad():
            o = model(Xva)
            yield e, loss.item(), lossf(o, yva).item(), score(o, yva)
