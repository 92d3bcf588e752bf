import sys
import jax, jax.numpy as jnp
n = int(sys.argv[1])
key = jax.random.PRNGKey(0)
a = jax.random.normal(key, (n, n))
print("gram trace:", jnp.trace(a @ a.T))
