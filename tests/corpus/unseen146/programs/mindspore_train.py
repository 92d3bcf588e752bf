# MindSpore: Model.train with its LossMonitor/TimeMonitor callbacks on a synthetic regression set
import sys, numpy as np, mindspore as ms
from mindspore import nn, dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(0); X = rng.normal(size=(2048, 10)).astype(np.float32); Y = (X @ rng.normal(size=(10, 1))).astype(np.float32)
data = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(64)
net = nn.SequentialCell([nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 1)])
model = Model(net, nn.MSELoss(), nn.SGD(net.trainable_params(), learning_rate=float(sys.argv[1])))
model.train(int(sys.argv[2]), data, callbacks=[LossMonitor(int(sys.argv[3])), TimeMonitor()])
