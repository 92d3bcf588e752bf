# blackjax's window adaptation + NUTS on a Gaussian of a chosen dimension (blackjax's quickstart loop).
import argparse
import jax, jax.numpy as jnp
import blackjax

p = argparse.ArgumentParser()
p.add_argument("--dim", type=int, default=10)
p.add_argument("--warmup", type=int, default=200)
p.add_argument("--samples", type=int, default=200)
a = p.parse_args()

def logdensity(x):
    return -0.5 * jnp.sum(x ** 2)

warmup = blackjax.window_adaptation(blackjax.nuts, logdensity, progress_bar=True)
(state, params), _ = warmup.run(jax.random.PRNGKey(0), jnp.ones(a.dim), num_steps=a.warmup)
kernel = blackjax.nuts(logdensity, **params).step

def one_step(state, key):
    state, info = kernel(key, state)
    return state, (state.position, info.acceptance_rate)

_, (pos, acc) = jax.lax.scan(one_step, state, jax.random.split(jax.random.PRNGKey(1), a.samples))
print("step size:", params["step_size"], "mean acceptance rate:", acc.mean(), "sample mean:", pos.mean())
