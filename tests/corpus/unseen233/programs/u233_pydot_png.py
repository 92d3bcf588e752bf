import pydot
g = pydot.Dot("pipeline", graph_type="digraph")
for a, b in [("load", "scale"), ("scale", "train"), ("train", "eval")]:
    g.add_edge(pydot.Edge(a, b))
g.write_png("pipeline.png")
