# numpyro's SVI.run (its own loop and progress bar) with a normalising-flow guide; argv: guide, learning rate, steps
import sys
import jax.numpy as jnp
from jax import random
import numpyro
import numpyro.distributions as dist
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoIAFNormal, AutoBNAFNormal
from numpyro.optim import Adam

kind = sys.argv[1] if len(sys.argv) > 1 else "iaf"
lr = float(sys.argv[2]) if len(sys.argv) > 2 else 1e-2
steps = int(sys.argv[3]) if len(sys.argv) > 3 else 2000

def model(y=None):
    a = numpyro.sample("a", dist.Normal(0, 2))
    b = numpyro.sample("b", dist.Normal(0, 2))
    numpyro.sample("y", dist.Normal(a * b, 0.5), obs=y)

y = 1.0 + 0.5 * random.normal(random.PRNGKey(0), (50,))
guide = AutoIAFNormal(model, num_flows=2) if kind == "iaf" else AutoBNAFNormal(model, num_flows=1)
svi = SVI(model, guide, Adam(lr), Trace_ELBO())
svi.run(random.PRNGKey(1), steps, y)
