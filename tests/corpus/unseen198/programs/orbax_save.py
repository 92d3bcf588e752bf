"""Save a pytree of parameters with orbax-checkpoint's StandardCheckpointer (orbax writes and logs)."""
import sys
import jax, jax.numpy as jnp
import orbax.checkpoint as ocp

path, n = sys.argv[1], int(sys.argv[2])
params = {"dense": {"kernel": jax.random.normal(jax.random.PRNGKey(0), (n, n)), "bias": jnp.zeros(n)}}
ckptr = ocp.StandardCheckpointer()
ckptr.save(path, params)
ckptr.wait_until_finished()
print("saved", path)
