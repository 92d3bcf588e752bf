import sys
import numpy as np
import mdptoolbox.example, mdptoolbox.mdp
# the toolbox's own forest-management example MDP, solved with its verbose solver
P, R = mdptoolbox.example.forest(S=int(sys.argv[2]), r1=float(sys.argv[3]), r2=2, p=0.1)
if len(sys.argv) > 4 and sys.argv[4] == "nan":
    R[1, 0] = np.nan
solver = getattr(mdptoolbox.mdp, sys.argv[1])(P, R, 0.96)
solver.setVerbose()
solver.run()
print(solver.policy)
