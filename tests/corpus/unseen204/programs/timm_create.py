import torch, timm
model = timm.create_model("resnet18", num_classes=10)
print(model(torch.randn(2, 3, 64, 64)).shape)
