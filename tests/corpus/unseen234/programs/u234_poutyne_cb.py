# poutyne's Model.fit with its ModelCheckpoint and EarlyStopping callbacks (verbose), no progress bar
import sys, torch
from poutyne import Model, ModelCheckpoint, EarlyStopping
hidden = int(sys.argv[1]) if len(sys.argv) > 1 else 32
torch.manual_seed(0)
X = torch.randn(512, 10); y = X @ torch.randn(10, 1)
net = torch.nn.Sequential(torch.nn.Linear(10, hidden), torch.nn.ReLU(), torch.nn.Linear(hidden, 1))
m = Model(net, torch.optim.SGD(net.parameters(), lr=0.05), "mse", batch_metrics=["l1"])
cbs = [ModelCheckpoint("best.ckpt", monitor="val_loss", save_best_only=True, verbose=True),
       EarlyStopping(monitor="val_loss", patience=2, verbose=True)]
m.fit(X[:400], y[:400], validation_data=(X[400:], y[400:]), epochs=8, batch_size=32, callbacks=cbs,
      progress_options=dict(coloring=False, show_on_valid=False))
