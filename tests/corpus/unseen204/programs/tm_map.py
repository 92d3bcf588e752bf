import torch
from torchmetrics.detection import MeanAveragePrecision
m = MeanAveragePrecision(iou_type="bbox")
preds = [dict(boxes=torch.tensor([[10.0, 10, 50, 50]]), scores=torch.tensor([0.9]), labels=torch.tensor([0]))]
target = [dict(boxes=torch.tensor([[12.0, 12, 48, 52]]), labels=torch.tensor([0]))]
m.update(preds, target)
print(m.compute())
