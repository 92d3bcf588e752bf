# diffrax: solve the Lotka-Volterra ODE with its text progress meter
import jax.numpy as jnp, diffrax
def vf(t, y, args): return jnp.stack([0.7 * y[0] - 0.3 * y[0] * y[1], -0.4 * y[1] + 0.1 * y[0] * y[1]])
sol = diffrax.diffeqsolve(diffrax.ODETerm(vf), diffrax.Tsit5(), t0=0.0, t1=200.0, dt0=0.1, y0=jnp.array([10.0, 5.0]),
                          saveat=diffrax.SaveAt(ts=jnp.linspace(0, 200, 50)), stepsize_controller=diffrax.PIDController(rtol=1e-6, atol=1e-6),
                          progress_meter=diffrax.TextProgressMeter(minimum_increase=0.1))
print(sol.stats)
