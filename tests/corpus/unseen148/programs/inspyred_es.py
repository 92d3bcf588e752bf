import sys, random, inspyred
prng = random.Random(12345)
problem = inspyred.benchmarks.Rastrigin(int(sys.argv[1]))
ea = inspyred.ec.ES(prng)
ea.terminator = inspyred.ec.terminators.generation_termination
ea.observer = inspyred.ec.observers.stats_observer
final_pop = ea.evolve(generator=problem.generator, evaluator=problem.evaluator, pop_size=20, bounder=problem.bounder, maximize=problem.maximize, max_generations=int(sys.argv[2]))
