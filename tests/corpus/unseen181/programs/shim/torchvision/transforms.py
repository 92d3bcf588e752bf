import torch
class Compose:
    def __init__(self, ts): self.ts = ts
    def __call__(self, x):
        for t in self.ts: x = t(x)
        return x
class ToTensor:
    def __call__(self, x): return x
class Normalize:
    def __init__(self, mean, std, inplace=False): self.m = torch.tensor(mean).view(-1,1,1); self.s = torch.tensor(std).view(-1,1,1)
    def __call__(self, x): return (x - self.m) / self.s
class _Id:
    def __init__(self, *a, **k): pass
    def __call__(self, x): return x
Resize = CenterCrop = RandomHorizontalFlip = RandomCrop = Grayscale = Pad = _Id
class Lambda:
    def __init__(self, f): self.f = f
    def __call__(self, x): return self.f(x)
