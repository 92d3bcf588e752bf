# nflows MAF (README's flow) fit to two moons; argv: lr
import sys, torch
from sklearn.datasets import make_moons
from nflows.flows import MaskedAutoregressiveFlow
torch.manual_seed(0)
x = torch.tensor(make_moons(1024, noise=0.05)[0], dtype=torch.float32)
flow = MaskedAutoregressiveFlow(features=2, hidden_features=32, num_layers=4, num_blocks_per_layer=2)
opt = torch.optim.Adam(flow.parameters(), lr=float(sys.argv[1]))
for step in range(300):
    loss = -flow.log_prob(x[torch.randint(0, 1024, (128,))]).mean()
    opt.zero_grad(); loss.backward(); opt.step()
print(flow.sample(5))
