# pygmo's tutorial: self-adaptive DE on a test problem, verbosity on
import sys
import pygmo as pg
prob = pg.problem(pg.rosenbrock(int(sys.argv[1]) if len(sys.argv) > 1 else 10))
algo = pg.algorithm(pg.sade(gen=300))
algo.set_verbosity(25)
pop = pg.population(prob, 30, seed=1)
pop = algo.evolve(pop)
print(pop.champion_f)
