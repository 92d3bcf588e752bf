# a Flax linen regression trained with optax; CLU's metric writer and ReportProgress log the run
import sys, jax, jax.numpy as jnp, optax, flax.linen as nn
from absl import logging
from clu import metric_writers, periodic_actions
logging.set_verbosity(logging.INFO)
lr, steps = float(sys.argv[1]), int(sys.argv[2])
x = jax.random.normal(jax.random.PRNGKey(0), (512, 8)); y = jnp.sin(x).sum(1, keepdims=True)
model = nn.Sequential([nn.Dense(64), nn.relu, nn.Dense(1)]); params = model.init(jax.random.PRNGKey(1), x)
tx = optax.sgd(lr); st = tx.init(params)
@jax.jit
def step(p, s):
    l, g = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, x) - y) ** 2))(p)
    u, s = tx.update(g, s, p); return optax.apply_updates(p, u), s, l, optax.global_norm(g)
writer = metric_writers.create_default_writer(just_logging=True)
report = periodic_actions.ReportProgress(num_train_steps=steps, writer=writer, every_steps=100)
for i in range(1, steps + 1):
    params, st, loss, gnorm = step(params, st)
    report(i)
    if i % 50 == 0:
        writer.write_scalars(i, {"train_loss": float(loss), "grad_norm": float(gnorm), "learning_rate": lr})
writer.flush()
