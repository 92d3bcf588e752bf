"""Sample a Gaussian posterior with blackjax's NUTS kernel; dimension and mass-matrix size from the command line."""
import sys
import jax, jax.numpy as jnp
import blackjax

dim, mass_dim, steps = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
logdensity = lambda x: -0.5 * jnp.sum(x ** 2)
nuts = blackjax.nuts(logdensity, step_size=0.5, inverse_mass_matrix=jnp.ones(mass_dim))
state = nuts.init(jnp.zeros(dim))
step = jax.jit(nuts.step)
key = jax.random.PRNGKey(0)
for i in range(steps):
    key, sub = jax.random.split(key)
    state, info = step(sub, state)
print(state.position)
