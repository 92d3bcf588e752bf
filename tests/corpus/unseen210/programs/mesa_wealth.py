import sys
from mesa.examples.basic.boltzmann_wealth_model.model import BoltzmannWealth
from mesa.batchrunner import batch_run
res = batch_run(BoltzmannWealth, parameters={"n": int(sys.argv[1]), "width": int(sys.argv[2]), "height": 10},
                iterations=int(sys.argv[3]), max_steps=20, number_processes=1, display_progress=True)
print(res[-1])
