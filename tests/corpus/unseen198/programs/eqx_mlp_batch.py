"""Run an equinox MLP over a batch of random inputs (sizes from the command line)."""
import sys
import jax, jax.numpy as jnp
import equinox as eqx

in_size, width, batch, feat = (int(a) for a in sys.argv[1:5])
model = eqx.nn.MLP(in_size=in_size, out_size=10, width_size=width, depth=2, key=jax.random.PRNGKey(0))
x = jax.random.normal(jax.random.PRNGKey(1), (batch, feat))
y = jax.vmap(model)(x)
print(y.shape, float(y.mean()))
