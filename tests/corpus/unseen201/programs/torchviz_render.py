# torchviz's make_dot of a small model's loss graph, rendered to PNG (graphviz does the rendering).
import torch, torch.nn as nn
from torchviz import make_dot

model = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 1))
loss = model(torch.randn(4, 8)).pow(2).mean()
dot = make_dot(loss, params=dict(model.named_parameters()))
print(dot.render("mlp_graph", format="png"))
