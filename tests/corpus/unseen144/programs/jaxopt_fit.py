import sys
import jax.numpy as jnp
import jaxopt
def rosen(x):
    return jnp.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1 - x[:-1]) ** 2)
solver = getattr(jaxopt, sys.argv[1])(fun=rosen, maxiter=int(sys.argv[2]), verbose=True)
res = solver.run(jnp.array([-1.2, 1.0, 0.8, 1.9, 1.2]))
print(res.state.error)
