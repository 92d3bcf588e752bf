import torch
from torchmetrics.segmentation import MeanIoU
from torchmetrics.classification import MulticlassJaccardIndex
preds = torch.randint(0, 3, (4, 32, 32)); target = torch.randint(0, 3, (4, 1, 32, 32))
m = MulticlassJaccardIndex(num_classes=3)
m.update(preds, target)
print(m.compute())
