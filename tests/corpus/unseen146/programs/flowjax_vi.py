# variational inference with flowjax: fit a flow to a banana-shaped log density (ELBO loss)
import sys, jax.numpy as jnp, jax.random as jr
from flowjax.distributions import Normal
from flowjax.flows import masked_autoregressive_flow
from flowjax.train import fit_to_key_based_loss
from flowjax.train.losses import ElboLoss
def log_density(x): return -0.5 * (x[..., 0] ** 2 + (x[..., 1] - x[..., 0] ** 2) ** 2 / 0.1)
flow = masked_autoregressive_flow(jr.PRNGKey(0), base_dist=Normal(jnp.zeros(2)))
flow, losses = fit_to_key_based_loss(jr.PRNGKey(1), flow, loss_fn=ElboLoss(log_density, num_samples=64),
                                     steps=int(sys.argv[2]), learning_rate=float(sys.argv[1]))
