import sys, torch
from ray import tune
from sklearn.datasets import load_diabetes
X, y = load_diabetes(return_X_y=True)
X, y = torch.tensor(X * 100, dtype=torch.float32), torch.tensor(y, dtype=torch.float32)[:, None]
def trainable(config):
    model = torch.nn.Linear(10, 1)
    opt = torch.optim.SGD(model.parameters(), lr=config["lr"])
    for epoch in range(6):
        opt.zero_grad()
        loss = torch.nn.functional.mse_loss(model(X), y)
        loss.backward()
        opt.step()
        tune.report({"train_loss": loss.item()})
tune.Tuner(trainable, param_space={"lr": float(sys.argv[1])},
           tune_config=tune.TuneConfig(metric="train_loss", mode="min"),
           run_config=tune.RunConfig(storage_path="/tmp/unseen231-scratch/ray_results")).fit()
