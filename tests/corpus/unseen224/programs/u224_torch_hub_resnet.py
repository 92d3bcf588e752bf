import torch
model = torch.hub.load("pytorch/vision", "resnet18", weights=None)
print(model)
