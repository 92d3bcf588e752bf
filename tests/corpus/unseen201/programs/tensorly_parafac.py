# TensorLy's CP decomposition (parafac) with its PyTorch backend on a synthetic low-rank tensor, verbose.
import sys
import torch
import tensorly as tl
from tensorly.decomposition import parafac

tl.set_backend("pytorch")
torch.manual_seed(0)
rank = int(sys.argv[1]) if len(sys.argv) > 1 else 3
A, B, C = torch.randn(30, 3), torch.randn(40, 3), torch.randn(20, 3)
T = torch.einsum("ir,jr,kr->ijk", A, B, C) + 0.01 * torch.randn(30, 40, 20)
if len(sys.argv) > 2 and sys.argv[2] == "with-missing":
    T[3, 7, 11] = float("nan")  # one missing entry, as a sensor gap gives
cp = parafac(tl.tensor(T), rank=rank, n_iter_max=40, init="random", tol=1e-8, verbose=1, random_state=0)
