# objax's classic training step (objax.GradValues + objax.optimizer.Adam + objax.Jit) on synthetic data.
import argparse
import numpy as np
import objax

p = argparse.ArgumentParser()
p.add_argument("--epochs", type=int, default=5)
p.add_argument("--lr", type=float, default=1e-3)
a = p.parse_args()

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 20)).astype("float32"); Y = (X[:, 0] > 0).astype("int32")
model = objax.nn.Sequential([objax.nn.Linear(20, 32), objax.functional.relu, objax.nn.Linear(32, 2)])
opt = objax.optimizer.Adam(model.vars())
loss = lambda x, y: objax.functional.loss.cross_entropy_logits_sparse(model(x), y).mean()
gv = objax.GradValues(loss, model.vars())

def train_op(x, y):
    g, v = gv(x, y)
    opt(a.lr, g)
    return v

train_op = objax.Jit(train_op, gv.vars() + opt.vars())
for epoch in range(a.epochs):
    losses = [train_op(X[i:i + 64], Y[i:i + 64])[0] for i in range(0, 1024, 64)]
    print(f"Epoch {epoch + 1:04d}  Loss {np.mean(losses):.4f}")
