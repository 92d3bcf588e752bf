import sys, semopy
from semopy.examples import political_democracy
desc = political_democracy.get_model() if len(sys.argv) < 2 else sys.argv[1]
model = semopy.Model(desc)
print(model.fit(political_democracy.get_data()))
print(semopy.calc_stats(model).T)
