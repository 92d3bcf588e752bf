# inspyred's own evolutionary loop on one of its benchmark problems; its stats_observer prints the table.
import sys, random, inspyred
algo, problem, dims, gens = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
prng = random.Random(0)
bench = getattr(inspyred.benchmarks, problem)(dims)
ea = getattr(inspyred.ec, algo)(prng)
ea.observer = inspyred.ec.observers.stats_observer
ea.terminator = inspyred.ec.terminators.generation_termination
ea.evolve(generator=bench.generator, evaluator=bench.evaluator, pop_size=20, bounder=bench.bounder,
          maximize=bench.maximize, max_generations=gens)
