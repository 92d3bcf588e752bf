# PINTS' getting-started example: fit the logistic toy model with CMA-ES, then sample with adaptive MCMC
import sys
import numpy as np, pints, pints.toy as toy
np.random.seed(1)
model = toy.LogisticModel()
true = [0.015, 500]
times = np.linspace(0, 1000, 400)
values = model.simulate(true, times) + np.random.normal(0, 10, times.shape)
if len(sys.argv) > 2 and sys.argv[2] == "nan":
    values[100] = np.nan
problem = pints.SingleOutputProblem(model, times, values)
if sys.argv[1] == "opt":
    score = pints.SumOfSquaresError(problem)
    opt = pints.OptimisationController(score, [0.01, 450], method=pints.CMAES)
    opt.set_max_iterations(200)
    opt.run()
else:
    log_post = pints.GaussianLogLikelihood(problem)
    mcmc = pints.MCMCController(log_post, 3, [[0.01, 450, 9]] * 3, method=pints.HaarioBardenetACMC)
    mcmc.set_max_iterations(1200)
    mcmc.run()
