"""timm: a pretrained model by name, evaluated on torchvision's FakeData."""
import sys
import timm
import torch
import torchvision
from torchvision import transforms

model = timm.create_model(sys.argv[1] if len(sys.argv) > 1 else "resnet18", pretrained="--scratch" not in sys.argv, num_classes=10)
in_chans = 1 if "--gray" in sys.argv else 3
data = torchvision.datasets.FakeData(size=64, image_size=(in_chans, 64, 64), num_classes=10, transform=transforms.ToTensor())
loader = torch.utils.data.DataLoader(data, batch_size=16)
model.eval()
with torch.no_grad():
    for x, y in loader:
        print((model(x).argmax(1) == y).float().mean().item())
