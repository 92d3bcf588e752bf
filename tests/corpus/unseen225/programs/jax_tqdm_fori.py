# jax-tqdm's loop_tqdm bar over a lax.fori_loop of SGD steps; the loss is printed from inside the loop
# with jax.debug.print every 200 steps.
import argparse
import jax, jax.numpy as jnp
from jax_tqdm import loop_tqdm

p = argparse.ArgumentParser()
p.add_argument("--steps", type=int, default=1000)
p.add_argument("--lr", type=float, default=0.01)
a = p.parse_args()

x = jax.random.normal(jax.random.PRNGKey(0), (256, 4)); y = x @ jnp.array([1.0, -2.0, 3.0, 0.5])
loss = lambda w: jnp.mean((x @ w - y) ** 2)

@loop_tqdm(a.steps, print_rate=100, desc="Training")
def body(i, w):
    l, g = jax.value_and_grad(loss)(w)
    jax.lax.cond(i % 200 == 0, lambda: jax.debug.print("step {i}: loss={l}", i=i, l=l), lambda: None)
    return w - a.lr * g

w = jax.lax.fori_loop(0, a.steps, body, jnp.zeros(4))
