# jax.example_libraries (stax + optimizers) in the loop of JAX's mnist_classifier example, on synthetic data.
import argparse, time
import numpy as np
import jax, jax.numpy as jnp
from jax.example_libraries import stax, optimizers
from jax.example_libraries.stax import Dense, Relu, Softmax

p = argparse.ArgumentParser()
p.add_argument("--step-size", type=float, default=0.001)
p.add_argument("--epochs", type=int, default=10)
p.add_argument("--hidden", type=int, default=256)
a = p.parse_args()

rng = np.random.default_rng(0)
X = rng.normal(size=(4000, 100)).astype("float32"); W = rng.normal(size=(100, 10))
Y = np.eye(10)[(X @ W).argmax(1)].astype("float32")
Xtr, Ytr, Xte, Yte = X[:3000], Y[:3000], X[3000:], Y[3000:]
init_random_params, predict = stax.serial(Dense(a.hidden), Relu, Dense(10), Softmax)

def loss(params, batch):
    inputs, targets = batch
    preds = predict(params, inputs)
    return -jnp.mean(jnp.sum(jnp.log(preds) * targets, axis=1))

def accuracy(params, batch):
    inputs, targets = batch
    return jnp.mean(jnp.argmax(predict(params, inputs), 1) == jnp.argmax(targets, 1))

opt_init, opt_update, get_params = optimizers.momentum(a.step_size, mass=0.9)

@jax.jit
def update(i, opt_state, batch):
    return opt_update(i, jax.grad(loss)(get_params(opt_state), batch), opt_state)

_, init_params = init_random_params(jax.random.PRNGKey(0), (-1, 100))
opt_state = opt_init(init_params)
itercount = 0
print("\nStarting training...")
for epoch in range(a.epochs):
    start_time = time.time()
    for i in range(0, 3000, 128):
        opt_state = update(itercount, opt_state, (Xtr[i:i + 128], Ytr[i:i + 128])); itercount += 1
    epoch_time = time.time() - start_time
    params = get_params(opt_state)
    print(f"Epoch {epoch} in {epoch_time:0.2f} sec")
    print(f"Training set loss {loss(params, (Xtr, Ytr))}")
    print(f"Training set accuracy {accuracy(params, (Xtr, Ytr))}")
    print(f"Test set accuracy {accuracy(params, (Xte, Yte))}")
