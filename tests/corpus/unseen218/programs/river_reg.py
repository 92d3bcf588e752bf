import sys
from river import datasets, evaluate, linear_model, metrics, optim
model = linear_model.LinearRegression(optimizer=optim.SGD(float(sys.argv[1])))
evaluate.progressive_val_score(datasets.TrumpApproval(), model, metrics.MAE() + metrics.RMSE(), print_every=100)
