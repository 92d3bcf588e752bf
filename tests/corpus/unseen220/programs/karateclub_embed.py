# karateclub: fit an embedding model on a graph bundled with networkx or read by its GraphReader; argv: model class name, graph
import sys
import networkx as nx
import karateclub

name = sys.argv[1] if len(sys.argv) > 1 else "DeepWalk"
graph = sys.argv[2] if len(sys.argv) > 2 else "karate"
if graph == "lesmis":
    g = nx.les_miserables_graph()
elif graph == "karate":
    g = nx.karate_club_graph()
else:
    g = karateclub.GraphReader(graph).get_graph()
model = getattr(karateclub, name)()
model.fit(g)
print(model.get_embedding().shape)
