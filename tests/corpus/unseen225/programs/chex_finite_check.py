# A linear model trained by optax SGD, its parameters checked each step with chex.assert_tree_all_finite.
import argparse
import jax, jax.numpy as jnp, optax, chex

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=0.01)
p.add_argument("--steps", type=int, default=50)
a = p.parse_args()

x = jax.random.normal(jax.random.PRNGKey(0), (512, 8)) * 10.0
y = x @ jnp.arange(8.0) + 1.0
params = {"w": jnp.zeros(8), "b": jnp.zeros(())}
opt = optax.sgd(a.lr); state = opt.init(params)
loss_fn = lambda p: jnp.mean((x @ p["w"] + p["b"] - y) ** 2)
for i in range(a.steps):
    l, g = jax.value_and_grad(loss_fn)(params)
    u, state = opt.update(g, state); params = optax.apply_updates(params, u)
    if i % 5 == 0:
        print(f"iter {i} mse_loss {l:.4f}")
    chex.assert_tree_all_finite(params)
