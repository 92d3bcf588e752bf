# optax.contrib.reduce_on_plateau chained after adam, in the loop of optax's "reduce on plateau" example.
import argparse
import jax, jax.numpy as jnp, optax
from optax import contrib, tree_utils as otu

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=0.01)
p.add_argument("--epochs", type=int, default=40)
p.add_argument("--patience", type=int, default=3)
a = p.parse_args()

k1, k2 = jax.random.split(jax.random.PRNGKey(0))
x = jax.random.normal(k1, (512, 16)); y = jnp.tanh(x @ jax.random.normal(k2, (16,))) + 0.1 * jax.random.normal(k1, (512,))
params = {"w1": jax.random.normal(k2, (16, 32)) * 0.1, "w2": jnp.zeros(32)}
loss_fn = lambda p, xb, yb: jnp.mean((jnp.tanh(xb @ p["w1"]) @ p["w2"] - yb) ** 2)
solver = optax.chain(optax.adam(a.lr), contrib.reduce_on_plateau(patience=a.patience, cooldown=2, factor=0.5, accumulation_size=8))
state = solver.init(params)

@jax.jit
def train_step(params, state, xb, yb):
    l, g = jax.value_and_grad(loss_fn)(params, xb, yb)
    u, state = solver.update(g, state, params, value=l)
    return optax.apply_updates(params, u), state, l

for epoch in range(a.epochs):
    losses = []
    for i in range(0, 512, 64):
        params, state, l = train_step(params, state, x[i:i + 64], y[i:i + 64]); losses.append(l)
    scale = otu.tree_get(state, "scale")
    print(f"Epoch {epoch:3d} | train/loss {jnp.mean(jnp.array(losses)):.5f} | lr scale {scale:.4f}")
