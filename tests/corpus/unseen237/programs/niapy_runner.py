import sys, logging
logging.basicConfig(level=logging.INFO)
from niapy.runner import Runner
runner = Runner(dimension=5, max_evals=2000, runs=2, algorithms=["ParticleSwarmAlgorithm", "DifferentialEvolution"], problems=["Ackley", "Sphere"])
runner.run(export=sys.argv[1] if len(sys.argv) > 1 else "dataframe", verbose=True)
