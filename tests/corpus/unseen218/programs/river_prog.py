import sys
from river import datasets, evaluate, linear_model, metrics, optim, preprocessing
model = linear_model.LogisticRegression(optimizer=optim.SGD(float(sys.argv[1])))
if sys.argv[2] == "scale":
    model = preprocessing.StandardScaler() | model
evaluate.progressive_val_score(datasets.Phishing(), model, metrics.LogLoss() + metrics.Accuracy(), print_every=100)
