import sys
from random import Random
import inspyred
ea = inspyred.ec.GA(Random(1))
ea.terminator = inspyred.ec.terminators.generation_termination
ea.observer = inspyred.ec.observers.file_observer
ea.evolve(generator=lambda random, args: [random.uniform(-5, 5) for _ in range(4)],
          evaluator=lambda candidates, args: [-sum(x * x for x in c) for c in candidates],
          pop_size=10, maximize=True, bounder=inspyred.ec.Bounder(-5, 5), max_generations=12,
          statistics_file=sys.stdout, individuals_file=open("/dev/null", "w"))
