# pytorch-tabnet classifier on features read from CSV, with its own training loop and eval log
import sys, pandas as pd
from pytorch_tabnet.tab_model import TabNetClassifier
import torch
tr, va = pd.read_csv(sys.argv[1]), pd.read_csv(sys.argv[2])
X, y = tr.drop(columns="label").to_numpy("float32"), tr["label"].to_numpy()
Xv, yv = va.drop(columns="label").to_numpy("float32"), va["label"].to_numpy()
clf = TabNetClassifier(optimizer_fn=torch.optim.Adam, optimizer_params={"lr": float(sys.argv[3])}, seed=0, verbose=1)
clf.fit(X, y, eval_set=[(Xv, yv)], eval_metric=["auc", "logloss"], max_epochs=int(sys.argv[4]), patience=0, batch_size=256, virtual_batch_size=64, num_workers=2)
