# Chainer's Trainer with LogReport/PrintReport on a synthetic classification set
import numpy as np, chainer, chainer.links as L
from chainer import training
from chainer.training import extensions
X = np.random.randn(1000, 10).astype(np.float32); y = (X[:, 0] > 0).astype(np.int32)
train, test = chainer.datasets.split_dataset(chainer.datasets.TupleDataset(X, y), 800)
model = L.Classifier(chainer.Sequential(L.Linear(10, 32), chainer.functions.relu, L.Linear(32, 2)))
opt = chainer.optimizers.Adam(); opt.setup(model)
it = chainer.iterators.SerialIterator(train, 64); tit = chainer.iterators.SerialIterator(test, 64, repeat=False, shuffle=False)
trainer = training.Trainer(training.updaters.StandardUpdater(it, opt), (5, 'epoch'))
trainer.extend(extensions.Evaluator(tit, model)); trainer.extend(extensions.LogReport())
trainer.extend(extensions.PrintReport(['epoch', 'main/loss', 'validation/main/loss', 'main/accuracy', 'validation/main/accuracy']))
trainer.run()
