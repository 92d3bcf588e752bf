# linear_operator's psd_safe_cholesky on a covariance built from an indefinite matrix (its jitter retries, then its error).
import torch
from linear_operator.utils.cholesky import psd_safe_cholesky

torch.manual_seed(0)
A = torch.randn(50, 50)
K = A + A.T  # symmetric but indefinite: not a covariance
L = psd_safe_cholesky(K, max_tries=4)
print(L.diagonal()[:5])
