import sys, torch
m = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 2))
torch.onnx.export(m, (torch.randn(1, 8),), sys.argv[1], dynamo="--dynamo" in sys.argv)
