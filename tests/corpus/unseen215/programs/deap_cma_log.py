import sys, numpy as np
from deap import algorithms, base, cma, creator, tools
creator.create("FitnessMin", base.Fitness, weights=(-1.0,)); creator.create("Individual", list, fitness=creator.FitnessMin)
shift = float(sys.argv[1])
tb = base.Toolbox(); tb.register("evaluate", lambda ind: (float(np.sum(np.square(ind)) + np.log(ind[0] + shift)),))
s = cma.Strategy(centroid=[1.0] * 5, sigma=float(sys.argv[2]), lambda_=10)
tb.register("generate", s.generate, creator.Individual); tb.register("update", s.update)
st = tools.Statistics(lambda ind: ind.fitness.values)
for n, f in [("avg", np.mean), ("std", np.std), ("min", np.min), ("max", np.max)]: st.register(n, f)
algorithms.eaGenerateUpdate(tb, ngen=15, stats=st, halloffame=tools.HallOfFame(1))
