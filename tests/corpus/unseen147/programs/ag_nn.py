import sys
from sklearn.datasets import load_diabetes
from autogluon.tabular import TabularPredictor
X, y = load_diabetes(return_X_y=True, as_frame=True)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 3e-4
pred = TabularPredictor(label="progression", path="/tmp/unseen147-scratch/ag_nn", verbosity=3).fit(
    X.assign(progression=y), time_limit=60, num_cpus=1,
    hyperparameters={"NN_TORCH": {"num_epochs": 6, "learning_rate": lr}})
