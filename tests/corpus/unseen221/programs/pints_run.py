import sys
import numpy as np
import pints
import pints.toy
model = pints.toy.LogisticModel()
times = np.linspace(0, 1000, 100)
values = model.simulate([0.015, 500], times) + np.random.default_rng(0).normal(0, 10, 100)
error = pints.SumOfSquaresError(pints.SingleOutputProblem(model, times, values))
opt = pints.OptimisationController(error, [float(sys.argv[2]), 400], method=getattr(pints, sys.argv[1]))
opt.set_max_iterations(int(sys.argv[3]))
print(opt.run())
