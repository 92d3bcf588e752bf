import sys, logging
logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
from niapy.task import Task
from niapy.problems import Sphere
from niapy.algorithms.basic import ParticleSwarmAlgorithm
task = Task(problem=Sphere(dimension=int(sys.argv[1]) if len(sys.argv) > 1 else 10), max_iters=30, enable_logging=True)
best_x, best_f = ParticleSwarmAlgorithm(population_size=20, seed=1).run(task)
