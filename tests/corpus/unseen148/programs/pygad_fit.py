import sys, numpy as np, pygad
rng = np.random.default_rng(0)
X = rng.normal(size=(6,)); target = 44.0
def fitness_func(ga, solution, idx):
    out = np.sum(solution * X)
    return 1.0 / (np.abs(out - target) + 1e-6)
ga = pygad.GA(num_generations=int(sys.argv[1]), num_parents_mating=4, fitness_func=fitness_func, sol_per_pop=int(sys.argv[2]),
              num_genes=6, mutation_type=sys.argv[3], parent_selection_type="sss", save_best_solutions=False)
ga.run()
ga.summary()
