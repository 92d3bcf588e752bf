# jaxopt: L-BFGS on a regularised logistic regression with verbose=True
import sys, jax, jax.numpy as jnp, jaxopt
X = jax.random.normal(jax.random.PRNGKey(0), (500, 20)); w0 = jnp.arange(20.0) / 20; yb = (X @ w0 > 0).astype(jnp.float32)
def loss(w): return jnp.mean(jax.nn.softplus(X @ w) - yb * (X @ w)) + 1e-3 * jnp.sum(w ** 2)
res = jaxopt.LBFGS(fun=loss, maxiter=int(sys.argv[1]), verbose=True).run(jnp.zeros(20))
