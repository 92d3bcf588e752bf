import torch
import segmentation_models_pytorch as smp
model = smp.Unet("resnet18", encoder_weights=None, classes=2)
print(model(torch.randn(1, 3, 64, 64)).shape)
