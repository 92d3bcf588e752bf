# load an ONNX model file and run onnx's checker and shape inference on it
import sys, onnx
m = onnx.load(sys.argv[1])
onnx.checker.check_model(m, full_check=True)
print(onnx.helper.printable_graph(onnx.shape_inference.infer_shapes(m).graph))
