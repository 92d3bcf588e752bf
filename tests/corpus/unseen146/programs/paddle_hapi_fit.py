# paddle.Model (high-level API) fit/evaluate on a synthetic 2-class problem
import sys, numpy as np, paddle
lr, epochs, verbose = float(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
paddle.seed(0); rng = np.random.default_rng(0)
X = rng.normal(size=(1200, 20)).astype("float32"); Y = (X[:, :3].sum(1, keepdims=True) > 0).astype("int64")
train = paddle.io.TensorDataset([paddle.to_tensor(X[:1000]), paddle.to_tensor(Y[:1000])])
val = paddle.io.TensorDataset([paddle.to_tensor(X[1000:]), paddle.to_tensor(Y[1000:])])
net = paddle.nn.Sequential(paddle.nn.Linear(20, 64), paddle.nn.ReLU(), paddle.nn.Linear(64, 2))
model = paddle.Model(net)
model.prepare(paddle.optimizer.Adam(learning_rate=lr, parameters=model.parameters()),
              paddle.nn.CrossEntropyLoss(), paddle.metric.Accuracy())
model.fit(train, val, epochs=epochs, batch_size=64, verbose=verbose)
