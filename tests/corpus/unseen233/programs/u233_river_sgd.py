import sys
from river import datasets, evaluate, linear_model, metrics, optim, preprocessing
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
model = linear_model.LinearRegression(optimizer=optim.SGD(lr)) if len(sys.argv) > 2 else preprocessing.StandardScaler() | linear_model.LinearRegression(optimizer=optim.SGD(lr))
evaluate.progressive_val_score(datasets.TrumpApproval(), model, metrics.MAE() + metrics.RMSE(), print_every=100)
