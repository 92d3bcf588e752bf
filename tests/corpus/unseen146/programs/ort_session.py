# ONNX Runtime: build a tiny linear ONNX model with onnx.helper and run it on the batch shape given
import sys, numpy as np, onnx, onnxruntime as ort
from onnx import helper, TensorProto, numpy_helper
W = numpy_helper.from_array(np.ones((4, 2), np.float32), "W")
g = helper.make_graph([helper.make_node("MatMul", ["x", "W"], ["y"])], "lin",
                      [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", 4])], [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["N", 2])], [W])
m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)]); m.ir_version = 8
sess = ort.InferenceSession(m.SerializeToString(), providers=["CPUExecutionProvider"])
print(sess.run(None, {"x": np.ones((int(sys.argv[1]), int(sys.argv[2])), np.float32)}))
