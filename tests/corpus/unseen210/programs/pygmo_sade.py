import sys, pygmo as pg
prob = pg.problem(getattr(pg, sys.argv[1])(int(sys.argv[2])))
algo = pg.algorithm(getattr(pg, sys.argv[3])(gen=int(sys.argv[4])))
algo.set_verbosity(int(sys.argv[5]))
pop = algo.evolve(pg.population(prob, int(sys.argv[6]), seed=1))
