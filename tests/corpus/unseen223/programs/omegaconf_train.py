"""Load an experiment's YAML config with OmegaConf, apply command-line overrides, train a tiny model."""
import sys
import logging
import torch
from omegaconf import OmegaConf

logging.basicConfig(level=logging.INFO, format="[%(asctime)s][%(name)s][%(levelname)s] - %(message)s")
log = logging.getLogger("train")
cfg = OmegaConf.load(sys.argv[1])
OmegaConf.set_struct(cfg, True)
cfg = OmegaConf.merge(cfg, OmegaConf.from_cli(sys.argv[2:]))
log.info("config:\n%s", OmegaConf.to_yaml(cfg))
torch.manual_seed(cfg.seed)
net = torch.nn.Linear(cfg.model.in_dim, 1)
opt = torch.optim.SGD(net.parameters(), lr=cfg.optim.lr)
X = torch.randn(256, cfg.model.in_dim); y = X.sum(1, keepdim=True)
for epoch in range(cfg.trainer.max_epochs):
    loss = torch.nn.functional.mse_loss(net(X), y)
    opt.zero_grad(); loss.backward(); opt.step()
torch.save(net.state_dict(), cfg.trainer.ckpt_path)
