"""Build an equinox MLP and save it with eqx.tree_serialise_leaves (equinox writes the file)."""
import sys
import jax
import equinox as eqx

path, width = sys.argv[1], int(sys.argv[2])
model = eqx.nn.MLP(in_size=64, out_size=10, width_size=width, depth=3, key=jax.random.PRNGKey(0))
eqx.tree_serialise_leaves(path, model)
print("saved", path)
