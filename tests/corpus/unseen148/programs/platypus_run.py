import sys, logging
from platypus import NSGAII, SPEA2, DTLZ2, nondominated
logging.basicConfig(level=logging.INFO)
Algo = {"nsga2": NSGAII, "spea2": SPEA2}[sys.argv[1]]
algorithm = Algo(DTLZ2())
algorithm.run(int(sys.argv[2]))
print(len(nondominated(algorithm.result)))
