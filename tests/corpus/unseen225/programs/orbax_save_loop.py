# orbax-checkpoint's CheckpointManager saving a Flax NNX model's state every few steps of a small loop.
import argparse
import jax, jax.numpy as jnp, optax
from flax import nnx
import orbax.checkpoint as ocp

p = argparse.ArgumentParser()
p.add_argument("--dir", default="/tmp/orbax_ckpt")
p.add_argument("--steps", type=int, default=20)
p.add_argument("--width", type=int, default=512)
a = p.parse_args()

model = nnx.Sequential(nnx.Linear(64, a.width, rngs=nnx.Rngs(0)), nnx.relu, nnx.Linear(a.width, 1, rngs=nnx.Rngs(1)))
opt = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
x = jax.random.normal(jax.random.PRNGKey(0), (256, 64)); y = x[:, :1] * 2.0
mngr = ocp.CheckpointManager(a.dir, options=ocp.CheckpointManagerOptions(max_to_keep=3, save_interval_steps=5))

@nnx.jit
def step(model, opt):
    loss, g = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    opt.update(model, g)
    return loss

for i in range(a.steps):
    loss = step(model, opt)
    print(f"step {i}: loss={float(loss):.5f}")
    mngr.save(i, args=ocp.args.StandardSave(nnx.state(model)))
mngr.wait_until_finished()
