import sys, numpy as np, pygmo as pg
class LogSum:  # a user-defined problem whose fitness is the log of a sum that can be negative
    def fitness(self, x): return [float(np.log(np.sum(x)))]
    def get_bounds(self): return ([-1.0] * 4, [1.0] * 4)
algo = pg.algorithm(pg.pso(gen=int(sys.argv[1])))
algo.set_verbosity(int(sys.argv[2]))
pop = algo.evolve(pg.population(pg.problem(LogSum()), 20, seed=3))
print(pop.champion_f)
