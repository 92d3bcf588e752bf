# BlackJAX NUTS on a 3-d Gaussian, started from a position of the wrong shape
import jax, jax.numpy as jnp, blackjax
logdensity = lambda x: -0.5 * jnp.sum(x ** 2)
nuts = blackjax.nuts(logdensity, step_size=0.5, inverse_mass_matrix=jnp.ones(3))
state = nuts.init(jnp.zeros(2))
state, info = jax.jit(nuts.step)(jax.random.key(0), state)
print(state.position)
