"""optuna: tune a tiny torch MLP's learning rate; optuna logs each trial."""
import optuna
import torch

x = torch.randn(512, 8)
y = x @ torch.randn(8, 1)


def objective(trial):
    lr = trial.suggest_float("lr", 1e-4, 1e1, log=True)
    model = torch.nn.Linear(8, 1)
    opt = torch.optim.SGD(model.parameters(), lr=lr)
    for _ in range(50):
        opt.zero_grad()
        loss = torch.nn.functional.mse_loss(model(x), y)
        loss.backward()
        opt.step()
    return loss.item()


study = optuna.create_study(sampler=optuna.samplers.TPESampler(seed=0))
study.optimize(objective, n_trials=12)
