import sys
import pandas as pd
from sklearn.datasets import load_breast_cancer
from pytorch_tabular import TabularModel
from pytorch_tabular.models import CategoryEmbeddingModelConfig
from pytorch_tabular.config import DataConfig, OptimizerConfig, TrainerConfig
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
X, y = load_breast_cancer(return_X_y=True, as_frame=True)
df = X.assign(target=y)
cols = list(X.columns)
model = TabularModel(
    data_config=DataConfig(target=["target"], continuous_cols=cols),
    model_config=CategoryEmbeddingModelConfig(task="classification", layers="32-16", learning_rate=lr),
    optimizer_config=OptimizerConfig(),
    trainer_config=TrainerConfig(max_epochs=4, batch_size=64, accelerator="cpu", progress_bar="simple",
                                 checkpoints=None, early_stopping=None, load_best=False),
    verbose=True)
model.fit(train=df.sample(frac=0.8, random_state=0), validation=df.drop(df.sample(frac=0.8, random_state=0).index))
