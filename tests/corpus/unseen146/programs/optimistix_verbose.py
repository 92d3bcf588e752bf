# optimistix: fit a sum of exponentials by Levenberg-Marquardt, with its verbose per-step output
import sys, jax, jax.numpy as jnp, optimistix as optx
jax.config.update("jax_enable_x64", True)
t = jnp.linspace(0, 5, 200); y = 3.0 * jnp.exp(-1.3 * t) + 0.5 * jnp.exp(-0.2 * t)
def residuals(p, args): return p[0] * jnp.exp(-p[1] * t) + p[2] * jnp.exp(-p[3] * t) - y
solver = optx.LevenbergMarquardt(rtol=1e-8, atol=1e-8, verbose=frozenset({"step", "loss", "accepted", "step_size"}))
sol = optx.least_squares(residuals, solver, jnp.array([1.0, 1.0, 1.0, 0.1]), max_steps=int(sys.argv[1]))
print(sol.value)
