import sys, onnx
onnx.checker.check_model(onnx.load(sys.argv[1]), full_check=True)
print("ok")
