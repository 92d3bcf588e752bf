# river: stream a CSV row by row and evaluate an online linear model progressively
import sys
from river import stream, linear_model, preprocessing, metrics, evaluate, optim
conv = {f"f{i}": float for i in range(6)}; conv["target"] = float
model = linear_model.LinearRegression(optimizer=optim.SGD(float(sys.argv[2])))
if len(sys.argv) > 3 and sys.argv[3] == "scale":
    model = preprocessing.StandardScaler() | model
evaluate.progressive_val_score(stream.iter_csv(sys.argv[1], converters=conv, target="target"), model,
                               metrics.MAE() + metrics.RMSE(), print_every=250)
