import random
import numpy as np
from deap import algorithms, base, creator, tools
creator.create("FitnessMax", base.Fitness, weights=(1.0,))
creator.create("Individual", list, fitness=creator.FitnessMax)
tb = base.Toolbox()
tb.register("attr", random.random)
tb.register("individual", tools.initRepeat, creator.Individual, tb.attr, 20)
tb.register("population", tools.initRepeat, list, tb.individual)
tb.register("evaluate", lambda ind: (np.log(sum(ind) - 9.0),))
tb.register("mate", tools.cxTwoPoint); tb.register("mutate", tools.mutGaussian, mu=0, sigma=0.3, indpb=0.1)
tb.register("select", tools.selTournament, tournsize=3)
random.seed(0)
stats = tools.Statistics(lambda ind: ind.fitness.values)
for name, f in [("avg", np.mean), ("std", np.std), ("min", np.min), ("max", np.max)]:
    stats.register(name, f)
algorithms.eaSimple(tb.population(n=50), tb, cxpb=0.5, mutpb=0.2, ngen=10, stats=stats, verbose=True)
