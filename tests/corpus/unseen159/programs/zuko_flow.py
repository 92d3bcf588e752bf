# zuko NSF normalizing flow fit to two moons; argv: lr
import sys, torch, zuko
from sklearn.datasets import make_moons
torch.manual_seed(0)
x = torch.tensor(make_moons(1024, noise=0.05)[0], dtype=torch.float32)
flow = zuko.flows.NSF(features=2, transforms=3, hidden_features=(64, 64))
opt = torch.optim.Adam(flow.parameters(), lr=float(sys.argv[1]))
for step in range(300):
    loss = -flow().log_prob(x[torch.randint(0, 1024, (128,))]).mean()
    opt.zero_grad(); loss.backward(); opt.step()
