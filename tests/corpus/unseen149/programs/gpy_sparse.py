# GPy's sparse GP regression example (GPy.examples.regression.sparse_GP_regression_1D), messages on
import GPy
GPy.examples.regression.sparse_GP_regression_1D(num_samples=400, num_inducing=8, max_iters=100, optimize=True, plot=False)
