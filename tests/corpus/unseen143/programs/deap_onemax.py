# DEAP's eaSimple with its Statistics logbook (verbose=True), the OneMax problem of DEAP's own examples.
import argparse, random, numpy as np
from deap import algorithms, base, creator, tools
p = argparse.ArgumentParser(); p.add_argument("--ngen", type=int, default=15); p.add_argument("--pop", type=int, default=100); p.add_argument("--len", type=int, default=50); a = p.parse_args()
random.seed(0)
creator.create("FitnessMax", base.Fitness, weights=(1.0,)); creator.create("Individual", list, fitness=creator.FitnessMax)
tb = base.Toolbox(); tb.register("attr", random.randint, 0, 1)
tb.register("individual", tools.initRepeat, creator.Individual, tb.attr, a.len); tb.register("population", tools.initRepeat, list, tb.individual)
tb.register("evaluate", lambda ind: (sum(ind),)); tb.register("mate", tools.cxTwoPoint); tb.register("mutate", tools.mutFlipBit, indpb=0.05); tb.register("select", tools.selTournament, tournsize=3)
st = tools.Statistics(lambda ind: ind.fitness.values); st.register("avg", np.mean); st.register("std", np.std); st.register("min", np.min); st.register("max", np.max)
algorithms.eaSimple(tb.population(n=a.pop), tb, cxpb=0.5, mutpb=0.2, ngen=a.ngen, stats=st, verbose=True)
