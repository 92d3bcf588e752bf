# export a small MLP to ONNX with torch.onnx.export
import sys, torch
m = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 2))
out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/unseen230-scratch/mlp.onnx"
torch.onnx.export(m, (torch.randn(1, 8),), out, dynamo=(len(sys.argv) < 3))
print("exported", out)
