# a Flax NNX MLP whose first layer is built for 3 features, fed 5
import jax.numpy as jnp, optax
from flax import nnx
class MLP(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(3, 16, rngs=rngs); self.l2 = nnx.Linear(16, 1, rngs=rngs)
    def __call__(self, x): return self.l2(nnx.relu(self.l1(x)))
model = MLP(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
x = jnp.ones((32, 5)); y = jnp.ones((32, 1))
@nnx.jit
def train_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(lambda m: ((m(x) - y) ** 2).mean())(model)
    optimizer.update(model, grads)
    return loss
train_step(model, optimizer, x, y)
