# pytorch-tabular's TabularModel.fit (CategoryEmbeddingModel; the library logs and its Lightning trainer prints) on scikit-learn's bundled diabetes data
import sys
from sklearn.datasets import load_diabetes
from pytorch_tabular import TabularModel
from pytorch_tabular.models import CategoryEmbeddingModelConfig
from pytorch_tabular.config import DataConfig, TrainerConfig, OptimizerConfig

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
epochs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
df = load_diabetes(as_frame=True).frame
cols = [c for c in df.columns if c != "target"]
model = TabularModel(
    data_config=DataConfig(target=["target"], continuous_cols=cols),
    model_config=CategoryEmbeddingModelConfig(task="regression", layers="32-16", learning_rate=lr),
    optimizer_config=OptimizerConfig(),
    trainer_config=TrainerConfig(max_epochs=epochs, batch_size=64, accelerator="cpu", progress_bar="simple",
                                 checkpoints=None, early_stopping=None, load_best=False),
    verbose=True)
model.fit(train=df.iloc[:350], validation=df.iloc[350:])
