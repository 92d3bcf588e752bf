import sys
import jax, jax.numpy as jnp
import optax
jax.config.update("jax_debug_nans", True)
x = jnp.linspace(0, 1, 64); y = jnp.log(x)  # log(0) -> -inf at the first point
params = {"w": jnp.ones(()), "b": jnp.zeros(())}
def loss(p):
    return jnp.mean((p["w"] * jnp.sqrt(x - 0.01) + p["b"] - y) ** 2)
opt = optax.adam(float(sys.argv[1]))
state = opt.init(params)
grads = jax.grad(loss)(params)
updates, state = opt.update(grads, state)
