"""Online logistic regression with river on its bundled Phishing stream; progressive_val_score prints the running metric."""
import sys

from river import datasets, evaluate, linear_model, metrics, optim, preprocessing

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.1
scale = "--no-scaling" not in sys.argv
model = linear_model.LogisticRegression(optimizer=optim.SGD(lr))
if scale:
    model = preprocessing.StandardScaler() | model
evaluate.progressive_val_score(datasets.Phishing(), model, metrics.LogLoss() + metrics.Accuracy(), print_every=250)
