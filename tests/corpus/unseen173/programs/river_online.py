# Driver: river's progressive validation of an online regressor; river's evaluate loop prints the running metric.
import argparse
from river import datasets, evaluate, linear_model, metrics, optim, preprocessing

p = argparse.ArgumentParser()
p.add_argument("--dataset", default="TrumpApproval")
p.add_argument("--lr", type=float, default=0.01)
p.add_argument("--no-scaling", action="store_true")
a = p.parse_args()
model = linear_model.LinearRegression(optimizer=optim.SGD(a.lr))
if not a.no_scaling:
    model = preprocessing.StandardScaler() | model
evaluate.progressive_val_score(getattr(datasets, a.dataset)(), model, metrics.MAE() + metrics.RMSE(), print_every=100)
