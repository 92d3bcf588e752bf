import sys
from sklearn.datasets import load_diabetes
from autogluon.tabular import TabularPredictor
X, y = load_diabetes(return_X_y=True, as_frame=True)
df = X.assign(progression=y)
label = sys.argv[1] if len(sys.argv) > 1 else "progression"
pred = TabularPredictor(label=label, path=sys.argv[2] if len(sys.argv) > 2 else "/tmp/unseen147-scratch/ag_reg",
                        eval_metric="root_mean_squared_error").fit(df, time_limit=60, hyperparameters={"NN_TORCH": {"num_epochs": 5}}, num_cpus=1)
print(pred.leaderboard(silent=True))
