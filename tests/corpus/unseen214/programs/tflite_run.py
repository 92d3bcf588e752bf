import sys
from tflite_runtime.interpreter import Interpreter
it = Interpreter(model_path=sys.argv[1]); it.allocate_tensors()
