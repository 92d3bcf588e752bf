"""Integrate the Lorenz system with diffrax and its TqdmProgressMeter (diffrax draws the bar)."""
import sys
import jax.numpy as jnp
import diffrax

t1 = float(sys.argv[1])
def lorenz(t, y, args):
    x, yy, z = y
    return jnp.stack([10 * (yy - x), x * (28 - z) - yy, x * yy - 8 / 3 * z])
sol = diffrax.diffeqsolve(diffrax.ODETerm(lorenz), diffrax.Dopri5(), t0=0.0, t1=t1, dt0=0.01, y0=jnp.ones(3),
                          stepsize_controller=diffrax.PIDController(rtol=1e-6, atol=1e-6), max_steps=None,
                          progress_meter=diffrax.TqdmProgressMeter(refresh_steps=50))
print(sol.stats["num_steps"])
