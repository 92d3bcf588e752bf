# orbax-checkpoint's CheckpointManager restoring the latest step from a directory (e.g. to resume a run).
import argparse
import orbax.checkpoint as ocp

p = argparse.ArgumentParser()
p.add_argument("--dir", default="/tmp/orbax_ckpt")
p.add_argument("--step", type=int, default=None)
a = p.parse_args()

mngr = ocp.CheckpointManager(a.dir)
step = a.step if a.step is not None else mngr.latest_step()
print("restoring step", step, "from", a.dir)
state = mngr.restore(step)
print({k: type(v).__name__ for k, v in state.items()})
