# run an ONNX model with onnxruntime on a batch of the given width
import sys, numpy as np, onnxruntime as ort
sess = ort.InferenceSession(sys.argv[1], providers=["CPUExecutionProvider"])
name = sess.get_inputs()[0].name
print(sess.run(None, {name: np.random.randn(4, int(sys.argv[2])).astype(np.float32)})[0])
