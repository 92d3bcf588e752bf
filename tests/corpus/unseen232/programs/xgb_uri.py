# XGBoost reading CSV files through its own URI loader and training with evaluation logs
import sys, xgboost as xgb
dtr = xgb.DMatrix(sys.argv[1]); dva = xgb.DMatrix(sys.argv[2])
xgb.train({"objective": "binary:logistic", "eta": float(sys.argv[3]), "eval_metric": ["logloss", "auc"], "nthread": 1},
          dtr, num_boost_round=int(sys.argv[4]), evals=[(dtr, "train"), (dva, "valid")], verbose_eval=5)
