"""Sample a correlated Gaussian with blackjax's NUTS through run_inference_algorithm inside blackjax.progress_bar (blackjax draws the bar)."""
import sys
import jax, jax.numpy as jnp
import blackjax

dim, steps = int(sys.argv[1]), int(sys.argv[2])
logdensity = lambda x: -0.5 * jnp.sum(x ** 2 / jnp.arange(1, dim + 1))
nuts = blackjax.nuts(logdensity, step_size=0.3, inverse_mass_matrix=jnp.ones(dim))
with blackjax.progress_bar(label="NUTS"):
    final_state, history = blackjax.util.run_inference_algorithm(jax.random.PRNGKey(0), nuts, steps, initial_position=jnp.zeros(dim))
