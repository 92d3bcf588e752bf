# save a Flax NNX model's state with Orbax to the directory given
import sys, jax, orbax.checkpoint as ocp
from flax import nnx
model = nnx.Sequential(nnx.Linear(512, 1024, rngs=nnx.Rngs(0)), nnx.Linear(1024, 1024, rngs=nnx.Rngs(1)))
_, state = nnx.split(model)
ckptr = ocp.StandardCheckpointer()
ckptr.save(sys.argv[1] + "/state", state)
ckptr.wait_until_finished()
print("saved")
