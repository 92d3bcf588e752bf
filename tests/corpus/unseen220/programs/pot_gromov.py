# POT: Gromov-Wasserstein matching of two graphs from networkx (its solver prints its iterations with verbose); argv: solver, graph size, epsilon, second graph (ws or er)
import sys
import numpy as np
import networkx as nx
import ot

solver = sys.argv[1] if len(sys.argv) > 1 else "gw"
n = int(sys.argv[2]) if len(sys.argv) > 2 else 30
eps = float(sys.argv[3]) if len(sys.argv) > 3 else 5e-3
g1 = nx.karate_club_graph()
kind = sys.argv[4] if len(sys.argv) > 4 else "ws"
g2 = nx.connected_watts_strogatz_graph(n, 4, 0.2, seed=0) if kind == "ws" else nx.erdos_renyi_graph(n, 0.05, seed=0)
C1 = np.asarray(nx.floyd_warshall_numpy(g1), dtype=float)
C2 = np.asarray(nx.floyd_warshall_numpy(g2), dtype=float)
p, q = ot.unif(len(C1)), ot.unif(len(C2))
if solver == "gw":
    ot.gromov.gromov_wasserstein(C1, C2, p, q, "square_loss", verbose=True, log=False)
else:
    ot.gromov.entropic_gromov_wasserstein(C1, C2, p, q, "square_loss", epsilon=eps, verbose=True, max_iter=200)
