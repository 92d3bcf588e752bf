# avalanche-lib's Naive strategy on a synthetic class-incremental benchmark (its loggers print the metrics).
import torch
from avalanche.benchmarks.utils import as_classification_dataset
from avalanche.benchmarks.generators import tensors_benchmark
from avalanche.models import SimpleMLP
from avalanche.training.supervised import Naive
from avalanche.training.plugins import EvaluationPlugin
from avalanche.evaluation.metrics import accuracy_metrics, loss_metrics
from avalanche.logging import InteractiveLogger

torch.manual_seed(0)
exps = [(torch.randn(200, 16), torch.randint(2 * i, 2 * i + 2, (200,))) for i in range(2)]
bm = tensors_benchmark(train_tensors=exps, test_tensors=exps, task_labels=[0, 0])
model = SimpleMLP(num_classes=4, input_size=16, hidden_size=32)
ev = EvaluationPlugin(accuracy_metrics(epoch=True, experience=True), loss_metrics(epoch=True), loggers=[InteractiveLogger()])
strategy = Naive(model, torch.optim.SGD(model.parameters(), lr=0.05), torch.nn.CrossEntropyLoss(), train_mb_size=32, train_epochs=2, evaluator=ev)
for exp in bm.train_stream:
    strategy.train(exp)
    strategy.eval(bm.test_stream)
