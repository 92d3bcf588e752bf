# Optimistix's BFGS/Levenberg-Marquardt with its own verbose printing, on a synthetic fit.
import argparse
import jax, jax.numpy as jnp
import optimistix as optx

p = argparse.ArgumentParser()
p.add_argument("--solver", default="bfgs", choices=["bfgs", "lm", "gn"])
p.add_argument("--max-steps", type=int, default=200)
p.add_argument("--noise", type=float, default=0.1); p.add_argument("--verbose-true", action="store_true")
a = p.parse_args()

x = jnp.linspace(0, 4, 200)
y = 2.5 * jnp.exp(-1.3 * x) + 0.5 + a.noise * jax.random.normal(jax.random.PRNGKey(0), x.shape)

def resid(theta, args):
    A, k, c = theta
    return A * jnp.exp(-k * x) + c - y

def loss(theta, args):
    return jnp.sum(resid(theta, args) ** 2)

verbose = True if a.verbose_true else frozenset({"step", "loss", "y"})
theta0 = jnp.array([1.0, 0.1, 0.0])
if a.solver == "bfgs":
    sol = optx.minimise(loss, optx.BFGS(rtol=1e-8, atol=1e-8, verbose=verbose), theta0, max_steps=a.max_steps)
elif a.solver == "lm":
    sol = optx.least_squares(resid, optx.LevenbergMarquardt(rtol=1e-8, atol=1e-8, verbose=verbose), theta0, max_steps=a.max_steps)
else:
    sol = optx.least_squares(resid, optx.GaussNewton(rtol=1e-8, atol=1e-8, verbose=verbose), theta0, max_steps=a.max_steps)
print(sol.value, sol.result)
