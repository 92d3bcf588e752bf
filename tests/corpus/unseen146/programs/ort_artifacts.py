# ONNX Runtime training: generate training artifacts for a tiny ONNX model (onnx.helper) and run a few steps of its training API
import sys, numpy as np, onnx
from onnx import helper, TensorProto, numpy_helper
from onnxruntime.training import artifacts
from onnxruntime.training.api import CheckpointState, Module, Optimizer
W = numpy_helper.from_array(np.random.default_rng(0).normal(size=(4, 1)).astype(np.float32), "W")
g = helper.make_graph([helper.make_node("MatMul", ["x", "W"], ["y"])], "lin",
                      [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["N", 4])], [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["N", 1])], [W])
m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)]); m.ir_version = 8
out = sys.argv[1]
artifacts.generate_artifacts(m, requires_grad=["W"], loss=artifacts.LossType.MSELoss, optimizer=artifacts.OptimType.AdamW, artifact_directory=out)
state = CheckpointState.load_checkpoint(f"{out}/checkpoint")
mod = Module(f"{out}/training_model.onnx", state, f"{out}/eval_model.onnx"); opt = Optimizer(f"{out}/optimizer_model.onnx", mod)
X = np.ones((8, 4), np.float32); Y = np.zeros((8, 1), np.float32)
mod.train()
for i in range(int(sys.argv[2])): loss = mod(X, Y); opt.step(); mod.lazy_reset_grad()
