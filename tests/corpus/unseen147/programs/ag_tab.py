import sys
import pandas as pd
from sklearn.datasets import load_breast_cancer
from autogluon.tabular import TabularPredictor
X, y = load_breast_cancer(return_X_y=True, as_frame=True)
df = X.assign(target=y)
limit = int(sys.argv[1]) if len(sys.argv) > 1 else 60
pred = TabularPredictor(label="target", path="/tmp/unseen147-scratch/ag_models", verbosity=2).fit(
    df, time_limit=limit, hyperparameters={"GBM": {}, "RF": {}, "LR": {}}, num_cpus=1)
print(pred.leaderboard(silent=True)[["model", "score_val"]])
