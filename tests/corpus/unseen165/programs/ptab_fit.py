import sys, pandas as pd
from sklearn.datasets import load_breast_cancer
from pytorch_tabular import TabularModel
from pytorch_tabular.models import CategoryEmbeddingModelConfig
from pytorch_tabular.config import DataConfig, OptimizerConfig, TrainerConfig
df = load_breast_cancer(as_frame=True).frame
cols = [c for c in df.columns if c != "target"]
model = TabularModel(data_config=DataConfig(target=["target"], continuous_cols=cols),
    model_config=CategoryEmbeddingModelConfig(task="classification", layers="32-16", learning_rate=float(sys.argv[2])),
    optimizer_config=OptimizerConfig(), trainer_config=TrainerConfig(max_epochs=int(sys.argv[1]), batch_size=64, accelerator="cpu", progress_bar=sys.argv[3], checkpoints_path="/tmp/unseen165-scratch/ptab_ckpt"))
model.fit(train=df.sample(frac=0.8, random_state=0))
