# sbi's NPE training loop on a toy Gaussian simulator; argv: density estimator, n simulations, learning rate
import sys
import torch
from sbi.inference import NPE
from sbi.utils import BoxUniform

est = sys.argv[1] if len(sys.argv) > 1 else "maf"
n = int(sys.argv[2]) if len(sys.argv) > 2 else 500
lr = float(sys.argv[3]) if len(sys.argv) > 3 else 5e-4
torch.manual_seed(0)
prior = BoxUniform(low=-2 * torch.ones(2), high=2 * torch.ones(2))
theta = prior.sample((n,))
x = theta + 0.1 * torch.randn_like(theta)
inference = NPE(prior=prior, density_estimator=est)
inference.append_simulations(theta, x).train(learning_rate=lr, max_num_epochs=40, show_train_summary=True)
