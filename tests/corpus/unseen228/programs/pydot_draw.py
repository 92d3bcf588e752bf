# Draws one of pgmpy's bundled Bayesian networks through networkx's pydot bridge; pydot runs Graphviz.
import sys
from networkx.drawing.nx_pydot import to_pydot
from pgmpy.utils import get_example_model
to_pydot(get_example_model(sys.argv[1])).write_png(sys.argv[2])
