# jax-tqdm's scan_tqdm progress bar over a lax.scan gradient-descent loop (the bar is jax-tqdm's own).
import argparse
import jax, jax.numpy as jnp
from jax_tqdm import scan_tqdm

p = argparse.ArgumentParser()
p.add_argument("--steps", type=int, default=5000)
p.add_argument("--lr", type=float, default=0.05)
a = p.parse_args()

x = jax.random.normal(jax.random.PRNGKey(0), (256, 4)); y = x @ jnp.array([1.0, -2.0, 3.0, 0.5])
loss = lambda w: jnp.mean((x @ w - y) ** 2)

@scan_tqdm(a.steps, print_rate=250, desc="Steps")
def step(w, i):
    l, g = jax.value_and_grad(loss)(w)
    return w - a.lr * g, l

w, losses = jax.lax.scan(step, jnp.zeros(4), jnp.arange(a.steps))
print(f"final loss {losses[-1]:.6f}")
