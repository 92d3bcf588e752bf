# river: stream a CSV and evaluate an online logistic regression with log loss and accuracy
import sys
from river import stream, linear_model, preprocessing, metrics, evaluate
conv = {f"f{i}": float for i in range(6)}; conv["label"] = int
model = preprocessing.StandardScaler() | linear_model.LogisticRegression()
evaluate.progressive_val_score(stream.iter_csv(sys.argv[1], converters=conv, target="label"), model,
                               metrics.LogLoss() + metrics.Accuracy() + metrics.ROCAUC(), print_every=400)
