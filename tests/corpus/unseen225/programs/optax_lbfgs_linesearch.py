# optax.lbfgs with its zoom line search (verbose: the line search prints its own diagnostics), in the
# loop of optax's L-BFGS guide, on the Rosenbrock function.
import argparse
import jax, jax.numpy as jnp
import optax, optax.tree_utils as otu

p = argparse.ArgumentParser()
p.add_argument("--dim", type=int, default=8)
p.add_argument("--steps", type=int, default=60)
p.add_argument("--max-ls", type=int, default=15)
p.add_argument("--scale", type=float, default=1.0)
a = p.parse_args()

def fun(w):
    return jnp.sum(100.0 * (w[1:] - w[:-1] ** 2) ** 2 + (1.0 - w[:-1]) ** 2)

opt = optax.lbfgs(linesearch=optax.scale_by_zoom_linesearch(max_linesearch_steps=a.max_ls, verbose=True))
params = jnp.full((a.dim,), -1.2) * a.scale
state = opt.init(params)
value_and_grad = optax.value_and_grad_from_state(fun)
step = jax.jit(lambda params, state: (lambda vg: (vg, opt.update(vg[1], state, params, value=vg[0], grad=vg[1], value_fn=fun)))(value_and_grad(params, state=state)))
for it in range(a.steps):
    (value, grad), (updates, state) = step(params, state)
    params = optax.apply_updates(params, updates)
    if it % 5 == 0:
        print(f"Iteration: {it}, Objective: {value:.6e}, Gradient norm: {otu.tree_l2_norm(grad):.3e}")
print(f"L-BFGS: final value {fun(params):.3e}")
