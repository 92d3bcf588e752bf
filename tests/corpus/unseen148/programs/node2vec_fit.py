import sys, networkx as nx
from node2vec import Node2Vec
graph = nx.fast_gnp_random_graph(n=int(sys.argv[1]), p=float(sys.argv[2]), seed=0)
node2vec = Node2Vec(graph, dimensions=int(sys.argv[3]), walk_length=30, num_walks=int(sys.argv[4]), workers=int(sys.argv[5]))
model = node2vec.fit(window=10, min_count=1, batch_words=4)
model.wv.save_word2vec_format(sys.argv[6])
