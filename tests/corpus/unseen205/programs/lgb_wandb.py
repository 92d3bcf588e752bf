import sys
import lightgbm as lgb
import wandb
from sklearn.datasets import load_diabetes
from sklearn.model_selection import train_test_split
from wandb.integration.lightgbm import wandb_callback

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.1
X, y = load_diabetes(return_X_y=True)
Xtr, Xva, ytr, yva = train_test_split(X, y, random_state=0)
wandb.init(project="lgb-demo", mode="offline")
dtr = lgb.Dataset(Xtr, ytr)
lgb.train({"objective": "regression", "learning_rate": lr, "num_leaves": 7, "verbose": -1}, dtr, num_boost_round=30,
          valid_sets=[dtr, lgb.Dataset(Xva, yva, reference=dtr)], valid_names=["train", "valid"],
          callbacks=[lgb.log_evaluation(5), wandb_callback()])
wandb.finish()
