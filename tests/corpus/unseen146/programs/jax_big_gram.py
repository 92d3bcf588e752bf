# a jitted Gram matrix of a large random matrix in JAX
import sys, jax, jax.numpy as jnp
n = int(sys.argv[1])
x = jax.random.normal(jax.random.PRNGKey(0), (n, 2048))
print(jax.jit(lambda a: (a @ a.T).mean())(x))
