"""Variational inference of a banana-shaped density with a flowjax flow, flowjax's fit_to_key_based_loss + ElboLoss (flowjax draws the bar)."""
import sys
import jax, jax.numpy as jnp
from flowjax.distributions import Normal
from flowjax.flows import masked_autoregressive_flow
from flowjax.train import fit_to_key_based_loss
from flowjax.train.losses import ElboLoss

lr, steps = float(sys.argv[1]), int(sys.argv[2])
def target(x):
    return -0.5 * (x[0] ** 2 / 4 + (x[1] - 0.5 * x[0] ** 2) ** 2)
flow = masked_autoregressive_flow(jax.random.key(0), base_dist=Normal(jnp.zeros(2)))
flow, losses = fit_to_key_based_loss(jax.random.key(1), flow, loss_fn=ElboLoss(target, num_samples=64),
                                     steps=steps, learning_rate=lr)
