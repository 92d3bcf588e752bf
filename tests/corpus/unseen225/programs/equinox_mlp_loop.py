# Equinox MLP trained with optax in the loop of Equinox's MNIST tutorial (synthetic digits-shaped data).
import argparse
import jax, jax.numpy as jnp, numpy as np
import equinox as eqx, optax

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=3e-3)
p.add_argument("--steps", type=int, default=300)
p.add_argument("--width", type=int, default=64)
p.add_argument("--in-size", type=int, default=64)
p.add_argument("--print-every", type=int, default=30)
a = p.parse_args()

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 64)).astype("float32"); W = rng.normal(size=(64, 10))
Y = (X @ W).argmax(1)
Xte, Yte = X[1536:], Y[1536:]; X, Y = X[:1536], Y[:1536]
model = eqx.nn.MLP(a.in_size, 10, a.width, 2, key=jax.random.PRNGKey(0))

def loss(model, x, y):
    logits = jax.vmap(model)(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

@eqx.filter_jit
def acc(model, x, y):
    return (jax.vmap(model)(x).argmax(1) == y).mean()

optim = optax.adamw(a.lr)
opt_state = optim.init(eqx.filter(model, eqx.is_array))

@eqx.filter_jit
def make_step(model, opt_state, x, y):
    l, grads = eqx.filter_value_and_grad(loss)(model, x, y)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, l

for step in range(a.steps):
    idx = rng.integers(0, len(X), 64)
    model, opt_state, train_loss = make_step(model, opt_state, X[idx], Y[idx])
    if step % a.print_every == 0 or step == a.steps - 1:
        test_loss = loss(model, Xte, Yte)
        print(f"step={step}, train_loss={train_loss.item()}, test_loss={test_loss.item()}, test_accuracy={acc(model, Xte, Yte).item()}")
