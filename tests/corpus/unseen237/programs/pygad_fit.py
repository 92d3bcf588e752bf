import sys
import numpy as np
import pygad
w = np.array([4, -2, 3.5, 5, -11, -4.7]); target = 44
def fitness(ga, sol, idx):
    return 1.0 / (abs(np.sum(sol * w) - target) + 1e-6)
pop = int(sys.argv[1]) if len(sys.argv) > 1 else 20
genes = int(sys.argv[2]) if len(sys.argv) > 2 else 6
ga = pygad.GA(num_generations=20, num_parents_mating=4, fitness_func=fitness, sol_per_pop=pop, num_genes=genes)
ga.run()
ga.summary()
