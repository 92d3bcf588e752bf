# restore a Flax linen model's parameters from a checkpointed dict built for a smaller hidden size
import jax, jax.numpy as jnp, flax.linen as nn
class MLP(nn.Module):
    hidden: int
    @nn.compact
    def __call__(self, x): return nn.Dense(1)(nn.relu(nn.Dense(self.hidden)(x)))
x = jnp.ones((4, 8))
old_params = MLP(hidden=32).init(jax.random.PRNGKey(0), x)
print(MLP(hidden=64).apply(old_params, x))
