# dm-haiku MLP trained with optax in the loop of Haiku's MNIST example (synthetic data of MNIST's shape).
import argparse
import numpy as np
import jax, jax.numpy as jnp
import haiku as hk, optax

p = argparse.ArgumentParser()
p.add_argument("--steps", type=int, default=1000)
p.add_argument("--eval-every", type=int, default=100)
p.add_argument("--width", type=int, default=300)
p.add_argument("--lr", type=float, default=1e-3)
a = p.parse_args()

rng = np.random.default_rng(0)
X = rng.random((6000, 784)).astype("float32"); W = rng.normal(size=(784, 10))
Y = ((X - 0.5) @ W).argmax(1)
net = hk.without_apply_rng(hk.transform(lambda x: hk.nets.MLP([a.width, 100, 10])(x)))

def loss(params, x, y):
    logits = net.apply(params, x)
    l2 = 0.5 * sum(jnp.sum(jnp.square(p)) for p in jax.tree.leaves(params))
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean() + 1e-4 * l2

@jax.jit
def evaluate(params, x, y):
    return jnp.mean(jnp.argmax(net.apply(params, x), -1) == y)

opt = optax.adam(a.lr)
@jax.jit
def update(params, state, x, y):
    l, g = jax.value_and_grad(loss)(params, x, y)
    u, state = opt.update(g, state)
    return optax.apply_updates(params, u), state, l

params = net.init(jax.random.PRNGKey(42), X[:1]); state = opt.init(params)
for step in range(a.steps):
    idx = rng.integers(0, 5000, 128)
    params, state, l = update(params, state, X[idx], Y[idx])
    if step % a.eval_every == 0:
        print({"step": step, "loss": float(l), "train_accuracy": float(evaluate(params, X[:5000], Y[:5000])),
               "test_accuracy": float(evaluate(params, X[5000:], Y[5000:]))})
