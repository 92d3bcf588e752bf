import sys, logging
from platypus import NSGAII, DTLZ2
logging.basicConfig(level=logging.INFO)
algorithm = NSGAII(DTLZ2(nvars=int(sys.argv[1])), population_size=int(sys.argv[2]))
algorithm.run(1000)
