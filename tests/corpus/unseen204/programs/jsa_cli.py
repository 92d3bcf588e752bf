import torch, kornia
from jsonargparse import auto_cli
def blur(size: int = 64, kernel: int = 5, sigma: float = 1.0, batch: int = 4):
    """Blur a batch of random images with kornia."""
    print(kornia.filters.gaussian_blur2d(torch.rand(batch, 3, size, size), (kernel, kernel), (sigma, sigma)).shape)
if __name__ == "__main__":
    auto_cli(blur)
