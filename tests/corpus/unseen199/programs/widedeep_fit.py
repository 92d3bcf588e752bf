import sys
import numpy as np, pandas as pd
from sklearn.datasets import load_breast_cancer
from pytorch_widedeep.preprocessing import TabPreprocessor
from pytorch_widedeep.models import TabMlp, WideDeep
from pytorch_widedeep import Trainer
from pytorch_widedeep.metrics import Accuracy
d = load_breast_cancer(as_frame=True)
df = d.frame.rename(columns=lambda c: c.replace(" ", "_"))
cont = [c for c in df.columns if c != "target"][:10]
prep = TabPreprocessor(continuous_cols=cont)
X = prep.fit_transform(df)
model = WideDeep(deeptabular=TabMlp(column_idx=prep.column_idx, continuous_cols=cont, mlp_hidden_dims=[32, 16]))
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
trainer = Trainer(model, objective="binary", metrics=[Accuracy], optimizers=__import__("torch").optim.Adam(model.parameters(), lr=lr))
trainer.fit(X_tab=X, target=df["target"].values, n_epochs=4, batch_size=64, val_split=0.2)
