# DEAP's eaSimple with its Statistics logbook on a real-valued problem whose fitness is a log (undefined for some individuals).
import argparse, math, random, numpy as np
from deap import algorithms, base, creator, tools
p = argparse.ArgumentParser(); p.add_argument("--ngen", type=int, default=10); p.add_argument("--low", type=float, default=-1.0); a = p.parse_args()
random.seed(0)
creator.create("FitnessMin", base.Fitness, weights=(-1.0,)); creator.create("Individual", list, fitness=creator.FitnessMin)
tb = base.Toolbox(); tb.register("attr", random.uniform, a.low, 2.0)
tb.register("individual", tools.initRepeat, creator.Individual, tb.attr, 3); tb.register("population", tools.initRepeat, list, tb.individual)
tb.register("evaluate", lambda ind: (float(np.log(sum(ind))),)); tb.register("mate", tools.cxBlend, alpha=0.5)
tb.register("mutate", tools.mutGaussian, mu=0, sigma=0.3, indpb=0.3); tb.register("select", tools.selTournament, tournsize=3)
st = tools.Statistics(lambda ind: ind.fitness.values); st.register("avg", np.mean); st.register("min", np.min); st.register("max", np.max)
algorithms.eaSimple(tb.population(n=50), tb, cxpb=0.5, mutpb=0.2, ngen=a.ngen, stats=st, verbose=True)
