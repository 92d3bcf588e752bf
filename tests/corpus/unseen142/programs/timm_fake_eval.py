"""timm: evaluate a randomly initialised ViT-Base on torchvision's FakeData (CPU), timm's own validation meters."""
import timm
import torch
import torchvision
from torchvision import transforms

model = timm.create_model("vit_base_patch16_224", pretrained=False, num_classes=10).eval()
data = torchvision.datasets.FakeData(size=2000, image_size=(3, 224, 224), num_classes=10, transform=transforms.ToTensor())
correct = 0
with torch.no_grad():
    for i, (x, y) in enumerate(torch.utils.data.DataLoader(data, batch_size=32)):
        correct += (model(x).argmax(1) == y).sum().item()
print(correct / len(data))
