import sys, math
import numpy as np
from random import Random
import inspyred
prng = Random(0)
def evaluator(candidates, args):
    return [sum(x * x for x in c) if len(sys.argv) < 2 else float(np.log(sum(x * x for x in c) - float(sys.argv[1]))) for c in candidates]
ea = inspyred.ec.ES(prng)
ea.terminator = inspyred.ec.terminators.generation_termination
ea.observer = inspyred.ec.observers.stats_observer
ea.evolve(generator=lambda random, args: [random.uniform(-5, 5) for _ in range(5)], evaluator=evaluator,
          pop_size=20, bounder=inspyred.ec.Bounder(-5, 5), maximize=False, max_generations=15)
