"""Fit a tiny regressor with Poutyne's Model.fit on synthetic targets; Poutyne's progress callback prints each epoch."""
import torch
from poutyne import Model

torch.manual_seed(1)
X = torch.randn(400, 4)
y = X.sum(1, keepdim=True) * 1e20  # targets in raw units, not rescaled
net = torch.nn.Linear(4, 1)
model = Model(net, "adam", "mse")
model.fit(X[:320], y[:320], validation_data=(X[320:], y[320:]), epochs=3, batch_size=64)
