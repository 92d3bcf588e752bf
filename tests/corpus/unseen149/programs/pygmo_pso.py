# pygmo's PSO on Ackley, verbosity on
import pygmo as pg
algo = pg.algorithm(pg.pso(gen=200))
algo.set_verbosity(20)
pop = algo.evolve(pg.population(pg.problem(pg.ackley(8)), 25, seed=3))
