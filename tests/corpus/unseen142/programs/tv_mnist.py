"""torchvision: the MNIST dataset with download=True, as in the tutorials."""
from torchvision import datasets, transforms

ds = datasets.MNIST("/tmp/unseen142-scratch/data", train=True, download=True, transform=transforms.ToTensor())
print(len(ds))
