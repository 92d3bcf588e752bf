import sys, numpy as np, onnxruntime as ort
sess = ort.InferenceSession(sys.argv[1], providers=["CPUExecutionProvider"])
shape = [int(s) for s in sys.argv[2].split(",")]
out = sess.run(None, {sess.get_inputs()[0].name: np.random.rand(*shape).astype(sys.argv[3] if len(sys.argv) > 3 else "float32")})
print(out[0].shape)
