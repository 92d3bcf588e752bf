"""Sample and score a distrax distribution built from command-line sizes."""
import sys
import jax, jax.numpy as jnp
import distrax

d_loc, d_scale, n = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
dist = distrax.MultivariateNormalDiag(loc=jnp.zeros(d_loc), scale_diag=jnp.ones(d_scale))
x = dist.sample(seed=jax.random.PRNGKey(0), sample_shape=(n,))
print(dist.log_prob(x).mean())
