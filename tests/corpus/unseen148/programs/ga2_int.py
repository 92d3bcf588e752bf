import sys, numpy as np
from geneticalgorithm2 import GeneticAlgorithm2 as ga
def f(X):
    return float(np.sum(np.abs(X - 3))) / float(sys.argv[2])
model = ga(dimension=6, variable_type='int', variable_boundaries=np.array([[0, 10]] * 6),
           algorithm_parameters={'max_num_iteration': int(sys.argv[1]), 'population_size': 30})
model.run(function=f, no_plot=True, progress_bar_stream='stdout')
