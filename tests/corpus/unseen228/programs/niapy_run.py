# NiaPy's own optimisation loop with its Task logging switched on (enable_logging); NiaPy prints.
import sys, niapy.algorithms.basic as B, niapy.problems as P
from niapy.task import Task
algo, problem, dim, iters = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
task = Task(problem=getattr(P, problem)(dimension=dim), max_iters=iters, enable_logging=True)
getattr(B, algo)(population_size=20, seed=0).run(task)
