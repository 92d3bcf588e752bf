# pgmpy's own example-model loader, then its exact inference on the model (pgmpy prints).
import sys
from pgmpy.utils import get_example_model
from pgmpy.inference import VariableElimination
model = get_example_model(sys.argv[1])
print(VariableElimination(model).query([sys.argv[2]]))
