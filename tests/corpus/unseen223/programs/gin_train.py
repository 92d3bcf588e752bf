"""Configure a tiny training run with gin-config files and bindings."""
import sys
import gin
import torch

@gin.configurable
def train(lr=0.1, steps=10, hidden=16):
    net = torch.nn.Sequential(torch.nn.Linear(4, hidden), torch.nn.Tanh(), torch.nn.Linear(hidden, 1))
    opt = torch.optim.SGD(net.parameters(), lr=lr)
    X = torch.randn(64, 4); y = X[:, :1]
    for _ in range(steps):
        loss = torch.nn.functional.mse_loss(net(X), y); opt.zero_grad(); loss.backward(); opt.step()
    return loss.item()

gin.parse_config_files_and_bindings([sys.argv[1]], sys.argv[2:])
train()
print(gin.operative_config_str())
