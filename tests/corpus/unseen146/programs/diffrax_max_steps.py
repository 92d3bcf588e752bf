# diffrax: a stiff Van der Pol oscillator solved with an explicit solver and a step budget
import sys, jax.numpy as jnp, diffrax
mu = float(sys.argv[1])
def vf(t, y, args): return jnp.stack([y[1], mu * (1 - y[0] ** 2) * y[1] - y[0]])
sol = diffrax.diffeqsolve(diffrax.ODETerm(vf), diffrax.Dopri5(), t0=0.0, t1=3000.0, dt0=0.01, y0=jnp.array([2.0, 0.0]),
                          stepsize_controller=diffrax.PIDController(rtol=1e-8, atol=1e-8), max_steps=int(sys.argv[2]))
print(sol.ys)
