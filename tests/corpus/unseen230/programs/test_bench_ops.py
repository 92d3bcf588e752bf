# pytest-benchmark: time two torch ops; pytest-benchmark prints its comparison table
import torch
x = torch.randn(64, 64)
def test_matmul(benchmark): benchmark(lambda: x @ x)
def test_softmax(benchmark): benchmark(lambda: torch.softmax(x, dim=1))
