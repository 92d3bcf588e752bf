"""Train an objax MLP on scikit-learn's digits with objax's Jit, GradValues and Adam (objax's own training pieces)."""
import sys
import numpy as np
import objax
from sklearn.datasets import load_digits

lr, steps = float(sys.argv[1]), int(sys.argv[2])
X, y = load_digits(return_X_y=True)
X = (X / 16.0).astype(np.float32)
model = objax.nn.Sequential([objax.nn.Linear(64, 64), objax.functional.relu, objax.nn.Linear(64, 10)])
opt = objax.optimizer.Adam(model.vars())
loss = lambda x, y: objax.functional.loss.cross_entropy_logits_sparse(model(x), y).mean()
gv = objax.GradValues(loss, model.vars())
def train_op(x, y):
    g, v = gv(x, y)
    opt(lr, g)
    return v
train_op = objax.Jit(train_op, gv.vars() + opt.vars())
for i in range(steps):
    v = train_op(X, y)
