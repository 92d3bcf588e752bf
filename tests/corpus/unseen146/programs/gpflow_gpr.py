# GPflow: GP regression, hyperparameters fitted by gpflow.optimizers.Scipy (L-BFGS-B, disp on), then gpflow's parameter summary
import sys, numpy as np, gpflow
rng = np.random.default_rng(0); X = rng.uniform(-3, 3, (80, 1)); Y = np.sin(2 * X) + 0.2 * rng.normal(size=X.shape)
m = gpflow.models.GPR((X, Y), kernel=gpflow.kernels.SquaredExponential())
gpflow.optimizers.Scipy().minimize(m.training_loss, m.trainable_variables, options=dict(disp=True, maxiter=int(sys.argv[1])))
gpflow.utilities.print_summary(m)
