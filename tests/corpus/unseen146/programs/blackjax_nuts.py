# BlackJAX: NUTS with window adaptation on a 5-d correlated Gaussian, with blackjax's progress bars
import sys, jax, jax.numpy as jnp, blackjax
cov = 0.5 * jnp.eye(5) + 0.5; prec = jnp.linalg.inv(cov)
logdensity = lambda x: -0.5 * x @ prec @ x
warmup = blackjax.window_adaptation(blackjax.nuts, logdensity, progress_bar=True)
(state, params), _ = warmup.run(jax.random.PRNGKey(0), jnp.ones(5), num_steps=int(sys.argv[1]))
kernel = blackjax.nuts(logdensity, **params)
final, (states, info) = blackjax.util.run_inference_algorithm(jax.random.PRNGKey(1), kernel, int(sys.argv[2]), initial_state=state, progress_bar=True)
