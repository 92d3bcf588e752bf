# a Haiku MLP called without hk.transform
import haiku as hk, jax.numpy as jnp
mlp = hk.nets.MLP([64, 10])
print(mlp(jnp.ones((4, 8))))
