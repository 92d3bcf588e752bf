import sys, torch
from poutyne import Model
lr = float(sys.argv[1])
net = torch.nn.Sequential(torch.nn.Linear(10, 32), torch.nn.ReLU(), torch.nn.Linear(32, 4))
x = torch.randn(480, 10); y = x[:, :4].argmax(1)
model = Model(net, torch.optim.Adam(net.parameters(), lr=lr), "cross_entropy", batch_metrics=["accuracy"], epoch_metrics=["f1"])
epochs = int(sys.argv[2]) if len(sys.argv) > 2 else 4
model.fit(x[:400], y[:400], validation_data=(x[400:], y[400:]), epochs=epochs, batch_size=40)
