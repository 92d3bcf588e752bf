"""Minimise Rosenbrock (or fit a least-squares curve) with an optimistix solver, verbose=True (optimistix prints)."""
import sys
import jax, jax.numpy as jnp
import optimistix as optx

solver_name, max_steps = sys.argv[1], int(sys.argv[2])
extra = {"learning_rate": float(sys.argv[3])} if len(sys.argv) > 3 and sys.argv[3] != "-" else {}
y0_fill = float(sys.argv[4]) if len(sys.argv) > 4 else -1.2
jax.config.update("jax_enable_x64", True)

def rosen(y, args):
    return jnp.sum(100.0 * (y[1:] - y[:-1] ** 2) ** 2 + (1 - y[:-1]) ** 2)

def resid(y, args):
    t = jnp.linspace(0, 3, 40)
    return y[0] * jnp.exp(-y[1] * t) + y[2] - (2.5 * jnp.exp(-1.3 * t) + 0.5)

solver = getattr(optx, solver_name)(rtol=1e-8, atol=1e-8, verbose=True, **extra)
y0 = jnp.full(3, y0_fill)
if isinstance(solver, optx.AbstractLeastSquaresSolver):
    sol = optx.least_squares(resid, solver, y0, max_steps=max_steps, throw=True)
else:
    sol = optx.minimise(rosen, solver, y0, max_steps=max_steps, throw=True)
print("result:", sol.result, "value:", sol.value)
