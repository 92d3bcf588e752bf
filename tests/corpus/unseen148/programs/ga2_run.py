import sys, numpy as np
from geneticalgorithm2 import GeneticAlgorithm2 as ga
def f(X):
    return np.sum(X ** 2) if sys.argv[1] == "sphere" else np.log(np.sum(X))
model = ga(dimension=8, variable_type='real', variable_boundaries=np.array([[-10, 10]] * 8),
           algorithm_parameters={'max_num_iteration': int(sys.argv[2]), 'population_size': 50})
model.run(function=f, no_plot=True, progress_bar_stream='stdout')
