# sbi NPE on a 3-parameter Gaussian simulator; argv: learning_rate [nan]
import sys, torch
from sbi.inference import NPE
from sbi.utils import BoxUniform
torch.manual_seed(0)
prior = BoxUniform(-2 * torch.ones(3), 2 * torch.ones(3))
theta = prior.sample((2000,))
x = theta + 0.1 * torch.randn_like(theta)
if sys.argv[2:] == ["nan"]:
    x[::7, 1] = float("nan")
inf = NPE(prior=prior)
inf.append_simulations(theta, x).train(learning_rate=float(sys.argv[1]), max_num_epochs=40, show_train_summary=True)
