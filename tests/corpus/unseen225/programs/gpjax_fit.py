# GPJax's fit() (its own loop prints a tqdm bar with the objective) for a GP regression on synthetic data.
import argparse
import jax, jax.numpy as jnp, optax as ox
import gpjax as gpx

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=0.01)
p.add_argument("--iters", type=int, default=500)
p.add_argument("--n", type=int, default=100); p.add_argument("--new-api", action="store_true")
a = p.parse_args()
jax.config.update("jax_enable_x64", True)

key = jax.random.PRNGKey(0)
x = jnp.sort(jax.random.uniform(key, (a.n, 1), minval=-3.0, maxval=3.0), axis=0)
y = jnp.sin(4 * x) + jnp.cos(2 * x) + 0.3 * jax.random.normal(key, x.shape)
D = gpx.Dataset(X=x, y=y)
prior = gpx.gps.Prior(mean_function=gpx.mean_functions.Zero(), kernel=gpx.kernels.RBF())
posterior = prior * (gpx.likelihoods.Gaussian() if a.new_api else gpx.likelihoods.Gaussian(num_datapoints=D.n))
opt_posterior, history = gpx.fit(model=posterior, objective=lambda p, d: -gpx.objectives.conjugate_mll(p, d),
                                 train_data=D, optim=ox.adam(a.lr), num_iters=a.iters, key=key)
print("final objective:", float(history[-1]))
