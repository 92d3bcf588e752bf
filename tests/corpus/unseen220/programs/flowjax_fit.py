# flowjax's fit_to_data (its own loop and progress bar) on a 2-d toy density; argv: flow, learning rate, max epochs
import sys
import jax.numpy as jnp
import jax.random as jr
from flowjax.bijections import RationalQuadraticSpline
from flowjax.distributions import Normal
from flowjax.flows import masked_autoregressive_flow, coupling_flow
from flowjax.train import fit_to_data

kind = sys.argv[1] if len(sys.argv) > 1 else "maf"
lr = float(sys.argv[2]) if len(sys.argv) > 2 else 5e-3
epochs = int(sys.argv[3]) if len(sys.argv) > 3 else 30
key, sub = jr.split(jr.key(0))
x = jr.normal(sub, (2000, 2))
x = jnp.stack([x[:, 0], x[:, 1] + x[:, 0] ** 2], axis=1)
make = masked_autoregressive_flow if kind == "maf" else coupling_flow
flow = make(jr.key(1), base_dist=Normal(jnp.zeros(2)), transformer=RationalQuadraticSpline(knots=8, interval=4))
flow, losses = fit_to_data(jr.key(2), flow, x, learning_rate=lr, max_epochs=epochs, max_patience=5)
