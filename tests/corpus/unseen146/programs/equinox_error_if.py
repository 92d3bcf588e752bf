# an Equinox MLP trained with optax; a runtime check on the inputs (eqx.error_if) fails inside jit
import jax, jax.numpy as jnp, equinox as eqx, optax
key = jax.random.PRNGKey(0)
model = eqx.nn.MLP(4, 1, 32, 2, key=key)
x = jax.random.normal(key, (64, 4)).at[3, 2].set(jnp.inf); y = jnp.sum(x, axis=1, keepdims=True)
opt = optax.adam(1e-3); state = opt.init(eqx.filter(model, eqx.is_array))
@eqx.filter_jit
def step(model, state, x, y):
    x = eqx.error_if(x, ~jnp.isfinite(x), "input batch holds a non-finite value")
    loss, g = eqx.filter_value_and_grad(lambda m: jnp.mean((jax.vmap(m)(x) - y) ** 2))(model)
    u, state = opt.update(g, state, model)
    return eqx.apply_updates(model, u), state, loss
model, state, loss = step(model, state, x, y)
