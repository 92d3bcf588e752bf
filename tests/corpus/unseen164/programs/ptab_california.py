# Driver: pytorch_tabular's TabularModel (its Lightning loop) with a model config by name (FTTransformerConfig,
# TabNetModelConfig ...) on scikit-learn's bundled diabetes data. Usage: python ptab_california.py CONFIG EPOCHS LR
import sys
import pandas as pd
from sklearn.datasets import load_diabetes
from pytorch_tabular import TabularModel
from pytorch_tabular import models
from pytorch_tabular.config import DataConfig, OptimizerConfig, TrainerConfig

name, epochs, lr = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
X, y = load_diabetes(return_X_y=True, as_frame=True)
df = X.assign(target=y)
train, valid = df.iloc[:350], df.iloc[350:]
model = TabularModel(
    data_config=DataConfig(target=["target"], continuous_cols=list(X.columns)),
    model_config=getattr(models, name)(task="regression", learning_rate=lr),
    optimizer_config=OptimizerConfig(),
    trainer_config=TrainerConfig(max_epochs=epochs, batch_size=64, accelerator="cpu", early_stopping=None,
                                 checkpoints=None, progress_bar="simple"),
)
model.fit(train=train, validation=valid)
print(model.evaluate(valid))
