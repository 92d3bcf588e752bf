import sys
import jax.numpy as jnp
import optimistix as optx
def rosen(x, args):
    return jnp.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1 - x[:-1]) ** 2)
verbose = True if sys.argv[3:] == ["--verbose-true"] else frozenset({"step", "loss", "y"})
solver = getattr(optx, sys.argv[1])(rtol=1e-8, atol=1e-8, verbose=verbose)
sol = optx.minimise(rosen, solver, jnp.array([-1.2, 1.0, 0.8, 1.9, 1.2]), max_steps=int(sys.argv[2]), throw=True)
