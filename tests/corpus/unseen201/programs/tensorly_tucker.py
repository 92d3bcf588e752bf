# TensorLy's non-negative Tucker decomposition (multiplicative updates) with its PyTorch backend on a synthetic non-negative tensor, verbose.
import torch
import tensorly as tl
from tensorly.decomposition import non_negative_tucker

tl.set_backend("pytorch")
torch.manual_seed(0)
core = torch.rand(3, 3, 3)
U = [torch.rand(n, 3) for n in (25, 30, 20)]
T = torch.einsum("abc,ia,jb,kc->ijk", core, *U) + 0.01 * torch.rand(25, 30, 20)
tucker = non_negative_tucker(tl.tensor(T), rank=[3, 3, 3], n_iter_max=25, tol=1e-9, verbose=True, random_state=0)
