# evosax's CMA_ES ask/tell loop on the Rosenbrock function, printing the metrics dict evosax's tell() returns.
import argparse
import jax, jax.numpy as jnp
from evosax.algorithms import CMA_ES

p = argparse.ArgumentParser()
p.add_argument("--dim", type=int, default=10)
p.add_argument("--popsize", type=int, default=16)
p.add_argument("--generations", type=int, default=200)
p.add_argument("--init-scale", type=float, default=1.0)
a = p.parse_args()

def rosenbrock(x):
    return jnp.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1 - x[:-1]) ** 2)

es = CMA_ES(population_size=a.popsize, solution=jnp.zeros(a.dim))
params = es.default_params
key = jax.random.key(0)
state = es.init(key, jnp.full(a.dim, a.init_scale), params)
for gen in range(a.generations):
    key, k_ask, k_tell = jax.random.split(key, 3)
    pop, state = es.ask(k_ask, state, params)
    fit = jax.vmap(rosenbrock)(pop)
    state, metrics = es.tell(k_tell, pop, fit, state, params)
    if gen % 20 == 0 or gen == a.generations - 1:
        print({k: float(v) for k, v in metrics.items() if jnp.ndim(v) == 0})
