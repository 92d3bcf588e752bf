import sys
from jmetal.algorithm.multiobjective import NSGAII
from jmetal.operator.crossover import SBXCrossover
from jmetal.operator.mutation import PolynomialMutation
from jmetal.problem import ZDT1
from jmetal.util.termination_criterion import StoppingByEvaluations
from jmetal.util.observer import ProgressBarObserver, BasicObserver
problem = ZDT1()
algorithm = NSGAII(problem=problem, population_size=50, offspring_population_size=50,
                   mutation=PolynomialMutation(probability=1.0 / problem.number_of_variables(), distribution_index=20),
                   crossover=SBXCrossover(probability=1.0, distribution_index=20),
                   termination_criterion=StoppingByEvaluations(max_evaluations=int(sys.argv[1])))
algorithm.observable.register(observer=BasicObserver(frequency=int(sys.argv[2])))
algorithm.run()
print(f"Algorithm: {algorithm.get_name()}  Computing time: {algorithm.total_computing_time}")
