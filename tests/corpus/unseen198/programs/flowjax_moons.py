"""Fit a flowjax masked autoregressive flow to two moons with flowjax's fit_to_data (flowjax draws the bar)."""
import sys
import jax, jax.numpy as jnp
from sklearn.datasets import make_moons
from flowjax.distributions import Normal
from flowjax.flows import masked_autoregressive_flow
from flowjax.train import fit_to_data

lr, epochs = float(sys.argv[1]), int(sys.argv[2])
x = jnp.asarray(make_moons(2000, noise=0.05, random_state=0)[0])
flow = masked_autoregressive_flow(jax.random.key(0), base_dist=Normal(jnp.zeros(2)))
flow, losses = fit_to_data(jax.random.key(1), flow, x, learning_rate=lr, max_epochs=epochs)
