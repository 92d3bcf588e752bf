import sys
import numpy as np, pandas as pd
from sklearn.datasets import load_breast_cancer
from pytorch_widedeep import Trainer
from pytorch_widedeep.preprocessing import TabPreprocessor
from pytorch_widedeep.models import TabMlp, WideDeep
from pytorch_widedeep.metrics import Accuracy
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
X, y = load_breast_cancer(return_X_y=True, as_frame=True)
cols = list(X.columns)
prep = TabPreprocessor(continuous_cols=cols)
Xt = prep.fit_transform(X)
model = WideDeep(deeptabular=TabMlp(column_idx=prep.column_idx, continuous_cols=cols, mlp_hidden_dims=[32, 16]))
import torch
trainer = Trainer(model, objective="binary", metrics=[Accuracy],
                  optimizers=torch.optim.SGD(model.parameters(), lr=lr))
trainer.fit(X_tab=Xt, target=y.values, n_epochs=4, batch_size=64, val_split=0.2)
