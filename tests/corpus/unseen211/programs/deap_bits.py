import sys, random
import numpy as np
from deap import algorithms, base, creator, tools
random.seed(1)
creator.create("FitnessMax", base.Fitness, weights=(1.0,))
creator.create("Individual", list, fitness=creator.FitnessMax)
tb = base.Toolbox()
tb.register("attr", random.randint, 0, 1)
tb.register("individual", tools.initRepeat, creator.Individual, tb.attr, 40)
tb.register("population", tools.initRepeat, list, tb.individual)
if len(sys.argv) > 1 and sys.argv[1] == "nan":
    tb.register("evaluate", lambda ind: (np.log(sum(ind) - 20.0),))
else:
    tb.register("evaluate", lambda ind: (sum(ind),))
tb.register("mate", tools.cxTwoPoint)
tb.register("mutate", tools.mutFlipBit, indpb=0.05)
tb.register("select", tools.selTournament, tournsize=3)
stats = tools.Statistics(lambda ind: ind.fitness.values)
stats.register("avg", np.mean); stats.register("std", np.std); stats.register("min", np.min); stats.register("max", np.max)
algorithms.eaSimple(tb.population(n=60), tb, cxpb=0.5, mutpb=0.2, ngen=15, stats=stats, verbose=True)
