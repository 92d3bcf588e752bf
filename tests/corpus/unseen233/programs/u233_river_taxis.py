from river import datasets, evaluate, linear_model, metrics, preprocessing
model = preprocessing.StandardScaler() | linear_model.LinearRegression()
evaluate.progressive_val_score(datasets.Taxis(), model, metrics.MAE(), print_every=20_000)
