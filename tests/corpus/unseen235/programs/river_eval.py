import sys
from river import datasets, evaluate, linear_model, metrics, optim, preprocessing
lr = float(sys.argv[1])
if sys.argv[2] == "credit":
    model = preprocessing.StandardScaler() | linear_model.LogisticRegression(optimizer=optim.SGD(lr))
    evaluate.progressive_val_score(datasets.CreditCard(), model, metrics.ROCAUC(), print_every=10000)
elif sys.argv[2] == "reg":
    model = linear_model.LinearRegression(optimizer=optim.SGD(lr))
    evaluate.progressive_val_score(datasets.TrumpApproval(), model, metrics.MAE() + metrics.RMSE(), print_every=200)
else:
    model = preprocessing.StandardScaler() | linear_model.LogisticRegression(optimizer=optim.SGD(lr))
    evaluate.progressive_val_score(datasets.Phishing(), model, metrics.Accuracy() + metrics.LogLoss(), print_every=250)
