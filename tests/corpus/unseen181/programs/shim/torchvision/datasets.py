import os, torch
N = int(os.environ.get("SHIM_N", "512"))
class _Fake(torch.utils.data.Dataset):
    shape = (1, 28, 28); ncls = 10
    def __init__(self, root=None, train=True, download=False, transform=None, target_transform=None, **kw):
        g = torch.Generator().manual_seed(0 if train else 1)
        self.data = torch.rand((N,) + self.shape, generator=g)
        self.targets = torch.randint(0, self.ncls, (N,), generator=g)
        self.transform = transform; self.target_transform = target_transform
    def __len__(self): return N
    def __getitem__(self, i):
        x, y = self.data[i], int(self.targets[i])
        if self.transform: x = self.transform(x)
        if self.target_transform: y = self.target_transform(y)
        return x, y
class MNIST(_Fake): pass
class FashionMNIST(_Fake): pass
class CIFAR10(_Fake): shape = (3, 32, 32)
class FakeData(_Fake): pass
