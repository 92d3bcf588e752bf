# LightGBM binary classifier from CSV files with early stopping on the validation file
import sys, lightgbm as lgb
p = {"header": True, "label_column": "name:label"}
tr = lgb.Dataset(sys.argv[1], params=p); va = lgb.Dataset(sys.argv[2], params=p, reference=tr)
lgb.train({"objective": "binary", "learning_rate": float(sys.argv[3]), "num_leaves": 31, "num_threads": 1, "verbose": -1},
          tr, num_boost_round=500, valid_sets=[va], callbacks=[lgb.early_stopping(10), lgb.log_evaluation(5)])
