"""Online linear regression with river on its bundled TrumpApproval stream; progressive_val_score prints the running metrics."""
import sys

from river import datasets, evaluate, linear_model, metrics, optim

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
evaluate.progressive_val_score(datasets.TrumpApproval(), linear_model.LinearRegression(optimizer=optim.SGD(lr)),
                               metrics.MAE() + metrics.RMSE(), print_every=200)
