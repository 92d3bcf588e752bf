import sys
import jax.numpy as jnp
import optimistix as optx
def f(x, args):
    return jnp.log(jnp.sum(x ** 2) - 1.0)
solver = optx.GradientDescent(learning_rate=float(sys.argv[1]), rtol=1e-8, atol=1e-8, verbose=True)
sol = optx.minimise(f, solver, jnp.array([1.5, 1.0, 0.5]), max_steps=int(sys.argv[2]), throw=False)
print(sol.result, sol.value)
