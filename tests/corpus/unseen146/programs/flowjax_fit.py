# fit a masked autoregressive flow to a 2-d synthetic sample with flowjax's own training loop
import sys, jax, jax.numpy as jnp, jax.random as jr, optax
from flowjax.bijections import RationalQuadraticSpline
from flowjax.distributions import Normal
from flowjax.flows import masked_autoregressive_flow
from flowjax.train import fit_to_data
lr, steps = float(sys.argv[1]), int(sys.argv[2])
key = jr.PRNGKey(0); x = jr.normal(key, (2000, 2)) * jnp.array([1.0, 0.2]) + jnp.array([0.0, 1.0])
flow = masked_autoregressive_flow(jr.PRNGKey(1), base_dist=Normal(jnp.zeros(2)), transformer=RationalQuadraticSpline(knots=8, interval=4))
flow, losses = fit_to_data(jr.PRNGKey(2), flow, x, learning_rate=lr, max_epochs=steps, max_patience=10)
