# pytorch_tabular's TabularModel on a synthetic regression table; pytorch_tabular/Lightning print the training
import sys, numpy as np, pandas as pd
from pytorch_tabular import TabularModel
from pytorch_tabular.config import DataConfig, TrainerConfig, OptimizerConfig
from pytorch_tabular.models import CategoryEmbeddingModelConfig
rng = np.random.default_rng(0); n = 1000
df = pd.DataFrame({"a": rng.normal(size=n), "b": rng.normal(size=n), "c": rng.choice(["x", "y", "z"], n)})
df["target"] = 3 * df.a - df.b + (df.c == "x") + rng.normal(scale=0.1, size=n)
tm = TabularModel(data_config=DataConfig(target=["target"], continuous_cols=["a", "b"], categorical_cols=["c"]),
                  model_config=CategoryEmbeddingModelConfig(task="regression", layers=sys.argv[3] if len(sys.argv) > 3 else "32-16", learning_rate=float(sys.argv[2])),
                  optimizer_config=OptimizerConfig(), trainer_config=TrainerConfig(max_epochs=int(sys.argv[1]), batch_size=64, accelerator="cpu"))
tm.fit(train=df.iloc[:800], validation=df.iloc[800:])
print(tm.evaluate(df.iloc[800:]))
