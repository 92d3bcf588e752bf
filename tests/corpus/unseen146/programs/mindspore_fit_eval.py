# MindSpore: Model.fit with a validation set, LossMonitor and an eval metric each epoch
import sys, numpy as np, mindspore as ms
from mindspore import nn, dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(0); X = rng.normal(size=(1600, 12)).astype(np.float32); Y = (X[:, :3].sum(1) > 0).astype(np.int32)
train = ds.NumpySlicesDataset({"x": X[:1280], "y": Y[:1280]}, shuffle=True).batch(64)
valid = ds.NumpySlicesDataset({"x": X[1280:], "y": Y[1280:]}, shuffle=False).batch(64)
net = nn.SequentialCell([nn.Dense(12, 32), nn.ReLU(), nn.Dense(32, 2)])
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), nn.Adam(net.trainable_params(), learning_rate=float(sys.argv[1])),
              metrics={"accuracy": Accuracy(), "loss": nn.Loss()})
model.fit(int(sys.argv[2]), train, valid, callbacks=[LossMonitor(10)])
