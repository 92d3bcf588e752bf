"""Fit a GP (lr 0: with SciPy via gpjax.fit_scipy)'s hyperparameters on noisy sine data with gpjax.fit (gpjax draws the bar)."""
import sys
import jax, jax.numpy as jnp
import optax
import gpjax as gpx

lr, iters = float(sys.argv[1]), int(sys.argv[2])
jax.config.update("jax_enable_x64", True)
key = jax.random.key(0)
x = jnp.sort(jax.random.uniform(key, (100, 1), minval=-3, maxval=3), axis=0)
y = jnp.sin(2 * x) + 0.2 * jax.random.normal(jax.random.key(1), x.shape)
D = gpx.Dataset(X=x, y=y)
prior = gpx.gps.Prior(mean_function=gpx.mean_functions.Zero(), kernel=gpx.kernels.RBF())
posterior = prior * gpx.likelihoods.Gaussian()
nmll = lambda p, d: -gpx.objectives.conjugate_mll(p, d)
if lr == 0:  # SciPy's L-BFGS-B through gpjax.fit_scipy
    opt_post, history = gpx.fit_scipy(model=posterior, objective=nmll, train_data=D, max_iters=iters)
else:
    opt_post, history = gpx.fit(model=posterior, objective=nmll, train_data=D, optim=optax.adam(lr), num_iters=iters)
print("final:", history[-1])
