# river's progressive validation loop (evaluate.progressive_val_score prints every N samples).
import argparse
from river import datasets, evaluate, linear_model, metrics, optim, preprocessing
p = argparse.ArgumentParser(); p.add_argument("--lr", type=float, default=0.01); p.add_argument("--dataset", default="TrumpApproval"); p.add_argument("--scale", action="store_true"); a = p.parse_args()
ds = getattr(datasets, a.dataset)()
model = linear_model.LinearRegression(optimizer=optim.SGD(a.lr))
if a.scale: model = preprocessing.StandardScaler() | model
evaluate.progressive_val_score(ds, model, metrics.MAE() + metrics.RMSE(), print_every=100)
