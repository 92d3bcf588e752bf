# (GPJax 1.0 API) fit a GP regression's hyperparameters with gpjax.fit (optax Adam), GPJax's own loop
import sys, jax, jax.numpy as jnp, jax.random as jr, optax as ox, gpjax as gpx
jax.config.update("jax_enable_x64", True)
lr, iters = float(sys.argv[1]), int(sys.argv[2])
key = jr.key(0); x = jnp.sort(jr.uniform(key, (100, 1), minval=-3.0, maxval=3.0), axis=0)
y = jnp.sin(4 * x) + jnp.cos(2 * x) + 0.3 * jr.normal(jr.key(1), x.shape)
D = gpx.Dataset(X=x, y=y)
prior = gpx.gps.Prior(mean_function=gpx.mean_functions.Zero(), kernel=gpx.kernels.RBF())
posterior = prior * gpx.likelihoods.Gaussian()
opt_posterior, history = gpx.fit(model=posterior, objective=lambda p, d: -gpx.objectives.conjugate_mll(p, d),
                                 train_data=D, optim=ox.adam(learning_rate=lr), num_iters=iters, key=key)
