import sys, onnx.hub
onnx.hub.load(sys.argv[1])
