# jaxopt solvers with verbose=True (the solver prints each iteration) on a synthetic logistic regression.
import argparse
import jax, jax.numpy as jnp
import jaxopt

p = argparse.ArgumentParser()
p.add_argument("--solver", default="LBFGS")
p.add_argument("--maxiter", type=int, default=30)
p.add_argument("--stepsize", type=float, default=0.0)
a = p.parse_args()

k1, k2 = jax.random.split(jax.random.PRNGKey(0))
X = jax.random.normal(k1, (500, 20)); w_true = jax.random.normal(k2, (20,))
y = (X @ w_true > 0).astype(jnp.float32)

def loss(w):
    logits = X @ w
    return jnp.mean(jax.nn.softplus(logits) - y * logits) + 1e-3 * jnp.sum(w ** 2)

kw = {"stepsize": a.stepsize} if a.stepsize else {}
solver = getattr(jaxopt, a.solver)(fun=loss, maxiter=a.maxiter, verbose=True, **kw)
res = solver.run(jnp.zeros(20))
print("final loss:", loss(res.params), "iterations:", res.state.iter_num)
