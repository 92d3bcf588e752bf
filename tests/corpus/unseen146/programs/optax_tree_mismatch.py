# optax: an optimizer state initialised for one parameter tree, then updated with gradients of a model that grew a layer
import jax, jax.numpy as jnp, optax
params = {"dense1": {"w": jnp.ones((4, 8)), "b": jnp.zeros(8)}}
opt = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(1e-3)); state = opt.init(params)
params["dense2"] = {"w": jnp.ones((8, 1)), "b": jnp.zeros(1)}
loss = lambda p: jnp.sum(jnp.ones((2, 4)) @ p["dense1"]["w"] @ p["dense2"]["w"])
grads = jax.grad(loss)(params)
updates, state = opt.update(grads, state, params)
