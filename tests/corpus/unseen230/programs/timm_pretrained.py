# timm: create a pretrained resnet18 and classify a random batch
import torch, timm
m = timm.create_model("resnet18", pretrained=True).eval()
print(m(torch.randn(1, 3, 224, 224)).argmax(1))
