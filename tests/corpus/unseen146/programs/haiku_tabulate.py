# Haiku: hk.experimental.tabulate of a small convnet (Haiku's own summary table)
import jax, jax.numpy as jnp, haiku as hk
def f(x):
    net = hk.Sequential([hk.Conv2D(16, 3), jax.nn.relu, hk.Flatten(), hk.Linear(10)])
    return net(x)
print(hk.experimental.tabulate(hk.transform(f))(jnp.ones((8, 28, 28, 1))))
