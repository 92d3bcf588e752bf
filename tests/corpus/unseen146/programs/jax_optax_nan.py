# linear regression with optax SGD and a learning rate far too large; run with JAX_DEBUG_NANS=True
import jax, jax.numpy as jnp, optax
x = jax.random.normal(jax.random.PRNGKey(0), (256, 8)); y = x @ jnp.arange(8.0) + 1.0
params = {"w": jnp.zeros(8), "b": 0.0}
opt = optax.sgd(50.0); state = opt.init(params)
def loss_fn(p): return jnp.mean(jnp.log1p((x @ p["w"] + p["b"] - y) ** 2)) + jnp.sqrt(p["b"])
@jax.jit
def step(p, s):
    l, g = jax.value_and_grad(loss_fn)(p)
    u, s = opt.update(g, s, p)
    return optax.apply_updates(p, u), s, l
for i in range(100):
    params, state, l = step(params, state)
