# diffrax.diffeqsolve with its TextProgressMeter: Robertson's stiff chemistry or a blow-up ODE.
import argparse
import jax, jax.numpy as jnp
import diffrax

p = argparse.ArgumentParser()
p.add_argument("--problem", default="robertson", choices=["robertson", "blowup"])
p.add_argument("--solver", default="Kvaerno5")
p.add_argument("--t1", type=float, default=100.0)
p.add_argument("--max-steps", type=int, default=4096); p.add_argument("--meter", default="text", choices=["text", "tqdm"])
a = p.parse_args()
jax.config.update("jax_enable_x64", True)

def robertson(t, y, args):
    y1, y2, y3 = y
    return jnp.stack([-0.04 * y1 + 1e4 * y2 * y3, 0.04 * y1 - 1e4 * y2 * y3 - 3e7 * y2 ** 2, 3e7 * y2 ** 2])

def blowup(t, y, args):
    return y ** 2

f, y0 = (robertson, jnp.array([1.0, 0.0, 0.0])) if a.problem == "robertson" else (blowup, jnp.array([1.0]))
sol = diffrax.diffeqsolve(diffrax.ODETerm(f), getattr(diffrax, a.solver)(), t0=0.0, t1=a.t1, dt0=1e-4, y0=y0,
                          stepsize_controller=diffrax.PIDController(rtol=1e-6, atol=1e-8), max_steps=a.max_steps,
                          saveat=diffrax.SaveAt(t1=True), progress_meter=diffrax.TextProgressMeter() if a.meter == "text" else diffrax.TqdmProgressMeter())
print("y(t1) =", sol.ys[-1], "steps:", sol.stats["num_steps"])
