# flowjax's fit_to_data (its own loop prints a tqdm bar with loss and val_loss) on a synthetic 2-D dataset.
import argparse
import jax, jax.numpy as jnp, jax.random as jr
from flowjax.bijections import RationalQuadraticSpline
from flowjax.distributions import Normal
from flowjax.flows import masked_autoregressive_flow
from flowjax.train import fit_to_data

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=5e-3)
p.add_argument("--max-epochs", type=int, default=60)
p.add_argument("--scale", type=float, default=1.0)
a = p.parse_args()

k1, k2, k3 = jr.split(jr.key(0), 3)
x = jr.normal(k1, (2000, 2)); x = jnp.stack([x[:, 0], x[:, 1] + x[:, 0] ** 2], 1) * a.scale
flow = masked_autoregressive_flow(k2, base_dist=Normal(jnp.zeros(2)), transformer=RationalQuadraticSpline(knots=8, interval=4))
flow, losses = fit_to_data(k3, flow, x, learning_rate=a.lr, max_epochs=a.max_epochs, max_patience=10)
print("final train loss:", losses["train"][-1], "final val loss:", losses["val"][-1])
