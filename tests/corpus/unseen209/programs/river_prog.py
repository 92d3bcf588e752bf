from river import datasets, linear_model, metrics, preprocessing, evaluate
model = preprocessing.StandardScaler() | linear_model.LogisticRegression()
evaluate.progressive_val_score(datasets.Phishing(), model, metrics.Accuracy() + metrics.LogLoss(), print_every=200)
