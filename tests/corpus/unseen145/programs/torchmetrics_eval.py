# evaluating predictions with torchmetrics' task-based Accuracy/F1
import sys, torch, torchmetrics
preds = torch.randn(64, 5).softmax(-1); target = torch.randint(0, 5, (64,))
metric = torchmetrics.MetricCollection({"acc": torchmetrics.Accuracy(task=sys.argv[1]), "f1": torchmetrics.F1Score(task=sys.argv[1], num_classes=5)})
print(metric(preds, target))
