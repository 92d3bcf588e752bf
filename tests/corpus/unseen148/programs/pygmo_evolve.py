import sys, pygmo as pg
prob = pg.problem(pg.rosenbrock(dim=int(sys.argv[2])))
algo = pg.algorithm({"sade": lambda: pg.sade(gen=int(sys.argv[3])), "cmaes": lambda: pg.cmaes(gen=int(sys.argv[3])), "pso": lambda: pg.pso(gen=int(sys.argv[3]))}[sys.argv[1]]())
algo.set_verbosity(int(sys.argv[4]))
pop = pg.population(prob, 20, seed=1)
pop = algo.evolve(pop)
print(pop.champion_f)
