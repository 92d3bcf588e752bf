# sbi's neural posterior estimation on a toy Gaussian simulator; sbi's trainer prints its progress
import sys, torch
from sbi.inference import SNPE
from sbi.utils import BoxUniform
torch.manual_seed(0)
prior = BoxUniform(-2 * torch.ones(2), 2 * torch.ones(2))
theta = prior.sample((int(sys.argv[1]),)); x = theta + 0.1 * torch.randn_like(theta)
inf = SNPE(prior=prior, density_estimator=sys.argv[2])
inf.append_simulations(theta, x).train(learning_rate=float(sys.argv[3]), max_num_epochs=int(sys.argv[4]), show_train_summary=True)
