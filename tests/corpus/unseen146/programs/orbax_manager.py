# Orbax CheckpointManager: keep the best 2 checkpoints of a Flax NNX model by a metric, with absl INFO logging
import sys, jax, jax.numpy as jnp, orbax.checkpoint as ocp
from absl import logging
from flax import nnx
logging.set_verbosity(logging.INFO)
model = nnx.Linear(64, 64, rngs=nnx.Rngs(0)); _, state = nnx.split(model)
opts = ocp.CheckpointManagerOptions(max_to_keep=2, best_fn=lambda m: m["val_loss"], best_mode="min")
with ocp.CheckpointManager(sys.argv[1], options=opts) as mngr:
    for step, vl in enumerate([0.9, 0.7, 0.8, 0.5], start=1):
        mngr.save(step * 100, args=ocp.args.StandardSave(state), metrics={"val_loss": vl})
    mngr.wait_until_finished()
