# pytorch-widedeep: a TabMlp deep tower on a synthetic binary table; widedeep's Trainer prints the training
import sys, numpy as np, pandas as pd
from pytorch_widedeep import Trainer
from pytorch_widedeep.preprocessing import TabPreprocessor
from pytorch_widedeep.models import TabMlp, WideDeep
from pytorch_widedeep.metrics import Accuracy
rng = np.random.default_rng(0); n = 2000
df = pd.DataFrame({"a": rng.normal(size=n), "b": rng.normal(size=n), "c": rng.choice(["x", "y", "z"], n)})
df["target"] = ((df.a + (df.c == "x")) > 0.5).astype(int)
tp = TabPreprocessor(cat_embed_cols=["c"], continuous_cols=["a", "b"]); X = tp.fit_transform(df)
model = WideDeep(deeptabular=TabMlp(column_idx=tp.column_idx, cat_embed_input=tp.cat_embed_input, continuous_cols=["a", "b"]))
trainer = Trainer(model, objective="binary", metrics=[Accuracy], optimizers=None)
trainer.fit(X_tab=X, target=df.target.values, n_epochs=int(sys.argv[1]), batch_size=int(sys.argv[2]), val_split=0.2)
