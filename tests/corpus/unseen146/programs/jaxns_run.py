# JAXNS nested sampling of a 2-d Gaussian likelihood under a uniform prior; prints JAXNS's results summary
import sys, jax, jax.numpy as jnp, tensorflow_probability.substrates.jax as tfp
from jaxns import Model, Prior, NestedSampler
tfpd = tfp.distributions
def prior_model():
    x = yield Prior(tfpd.Uniform(-5.0 * jnp.ones(2), 5.0 * jnp.ones(2)), name="x")
    return x
def log_likelihood(x): return tfpd.MultivariateNormalDiag(jnp.zeros(2), jnp.ones(2)).log_prob(x)
model = Model(prior_model=prior_model, log_likelihood=log_likelihood)
ns = NestedSampler(model=model, max_samples=int(sys.argv[1]))
term, state = jax.jit(ns)(jax.random.PRNGKey(0))
ns.summary(ns.to_results(termination_reason=term, state=state))
