import random, sys, numpy
from deap import algorithms, base, creator, tools
from sklearn.datasets import load_breast_cancer
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import cross_val_score
X, y = load_breast_cancer(return_X_y=True)
creator.create("FitnessMax", base.Fitness, weights=(1.0,))
creator.create("Individual", list, fitness=creator.FitnessMax)
tb = base.Toolbox()
tb.register("attr", random.randint, 0, 1)
tb.register("individual", tools.initRepeat, creator.Individual, tb.attr, X.shape[1])
tb.register("population", tools.initRepeat, list, tb.individual)
def evaluate(ind):
    cols = [i for i, b in enumerate(ind) if b]
    return (cross_val_score(LogisticRegression(max_iter=200), X[:, cols], y, cv=3).mean(),)
tb.register("evaluate", evaluate)
tb.register("mate", tools.cxTwoPoint)
tb.register("mutate", tools.mutFlipBit, indpb=0.05)
tb.register("select", tools.selTournament, tournsize=3)
random.seed(0)
stats = tools.Statistics(lambda ind: ind.fitness.values)
for name, fn in [("avg", numpy.mean), ("std", numpy.std), ("min", numpy.min), ("max", numpy.max)]:
    stats.register(name, fn)
algorithms.eaSimple(tb.population(n=int(sys.argv[1])), tb, cxpb=0.5, mutpb=0.2, ngen=int(sys.argv[2]), stats=stats, verbose=True)
