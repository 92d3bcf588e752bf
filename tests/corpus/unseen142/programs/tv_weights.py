"""torchvision: a model with its pretrained weights, as the model zoo's docs show."""
import torch
from torchvision.models import resnet18, ResNet18_Weights

weights = ResNet18_Weights.DEFAULT
model = resnet18(weights=weights).eval()
print(model(weights.transforms()(torch.rand(3, 224, 224)).unsqueeze(0)).softmax(1).max())
