import sys, math
from jmetal.algorithm.singleobjective.genetic_algorithm import GeneticAlgorithm
from jmetal.operator.crossover import SBXCrossover
from jmetal.operator.mutation import PolynomialMutation
from jmetal.operator.selection import BinaryTournamentSelection
from jmetal.problem.singleobjective.unconstrained import Rastrigin
from jmetal.util.observer import PrintObjectivesObserver
from jmetal.util.termination_criterion import StoppingByEvaluations
class LogSum(Rastrigin):  # Rastrigin's bounds, the log of the sum as its objective (nan where the sum is negative)
    def evaluate(self, solution):
        s = sum(solution.variables)
        solution.objectives[0] = math.log(s) if s > 0 else float("nan")
        return solution
    def name(self): return "LogSum"
problem = LogSum(int(sys.argv[1]))
algorithm = GeneticAlgorithm(problem=problem, population_size=50, offspring_population_size=50,
    mutation=PolynomialMutation(1.0 / problem.number_of_variables(), 20.0), crossover=SBXCrossover(0.9, 20.0),
    selection=BinaryTournamentSelection(), termination_criterion=StoppingByEvaluations(max_evaluations=int(sys.argv[2])))
algorithm.observable.register(observer=PrintObjectivesObserver(frequency=int(sys.argv[3])))
algorithm.run()
