# LightGBM loading train/valid CSV files with its own parser and training with evaluation logs
import sys, lightgbm as lgb
p = {"header": True, "label_column": "name:target"}
train = lgb.Dataset(sys.argv[1], params=p)
valid = lgb.Dataset(sys.argv[2], params=p, reference=train)
params = {"objective": "regression", "learning_rate": float(sys.argv[3]), "num_leaves": 15, "metric": ["l2", "l1"], "num_threads": 1}
lgb.train(params, train, num_boost_round=int(sys.argv[4]), valid_sets=[train, valid], valid_names=["train", "valid"],
          callbacks=[lgb.log_evaluation(10)])
