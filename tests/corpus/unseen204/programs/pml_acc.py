import torch
from pytorch_metric_learning.utils.accuracy_calculator import AccuracyCalculator
emb = torch.randn(100, 16); labels = torch.randint(0, 5, (100,))
print(AccuracyCalculator(include=("precision_at_1", "mean_average_precision_at_r"), k=10).get_accuracy(emb, labels))
