import networkx as nx
from networkx.drawing.nx_pydot import to_pydot
# draw a small user-item interaction graph with pydot (Graphviz's dot renders it)
g = nx.bipartite.random_graph(5, 8, 0.4, seed=0)
to_pydot(g).write_png("/tmp/unseen206-scratch/interactions.png")
