"""Train a linear model with an optax optimizer whose settings come from the command line as a config dict."""
import sys, json
import jax, jax.numpy as jnp
import optax
from sklearn.datasets import load_diabetes

cfg = json.loads(sys.argv[1])
X, y = load_diabetes(return_X_y=True)
X, y = jnp.asarray(X), jnp.asarray(y)
params = jnp.zeros(X.shape[1])
opt = getattr(optax, cfg["optimizer"])(cfg["learning_rate"])
state = opt.init(params)
loss = lambda w: jnp.mean((X @ w - y) ** 2)
for step in range(cfg["steps"]):
    g = jax.grad(loss)(params)
    updates, state = opt.update(g, state, params)
    params = optax.apply_updates(params, updates)
