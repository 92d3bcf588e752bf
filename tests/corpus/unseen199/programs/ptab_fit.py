import sys
import pandas as pd
from sklearn.datasets import load_diabetes
from pytorch_tabular import TabularModel
from pytorch_tabular.config import DataConfig, OptimizerConfig, TrainerConfig
from pytorch_tabular.models import CategoryEmbeddingModelConfig
df = load_diabetes(as_frame=True).frame
cols = [c for c in df.columns if c != "target"]
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
model = TabularModel(
    data_config=DataConfig(target=["target"], continuous_cols=cols),
    model_config=CategoryEmbeddingModelConfig(task="regression", layers="32-16", learning_rate=lr),
    optimizer_config=OptimizerConfig(),
    trainer_config=TrainerConfig(max_epochs=5, batch_size=64, accelerator="cpu", progress_bar="simple", early_stopping=None, checkpoints=None),
)
model.fit(train=df.iloc[:350], validation=df.iloc[350:])
