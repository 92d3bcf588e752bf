from river import datasets, evaluate, linear_model, metrics, preprocessing
model = preprocessing.StandardScaler() | linear_model.LogisticRegression()
evaluate.progressive_val_score(datasets.CreditCard(), model, metrics.ROCAUC(), print_every=10000)
