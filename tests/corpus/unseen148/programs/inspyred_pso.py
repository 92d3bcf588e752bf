import sys, random, inspyred
prng = random.Random(7)
problem = inspyred.benchmarks.Ackley(int(sys.argv[1]))
ea = inspyred.swarm.PSO(prng)
ea.terminator = inspyred.ec.terminators.evaluation_termination
ea.observer = [inspyred.ec.observers.best_observer, inspyred.ec.observers.stats_observer]
ea.topology = inspyred.swarm.topologies.ring_topology
final_pop = ea.evolve(generator=problem.generator, evaluator=problem.evaluator, pop_size=20, bounder=problem.bounder,
                      maximize=problem.maximize, max_evaluations=int(sys.argv[2]), neighborhood_size=5)
