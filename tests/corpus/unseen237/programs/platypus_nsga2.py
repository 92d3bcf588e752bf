import sys, logging
from platypus import NSGAII, DTLZ2
logging.basicConfig(level=logging.DEBUG if len(sys.argv) > 1 else logging.INFO)
algorithm = NSGAII(DTLZ2())
algorithm.run(2000)
