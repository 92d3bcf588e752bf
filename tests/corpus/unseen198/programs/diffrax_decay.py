"""Solve dy/dt = -k y with diffrax; solver and step size from the command line."""
import sys
import jax.numpy as jnp
import diffrax

solver_name, dt0 = sys.argv[1], (None if sys.argv[2] == "none" else float(sys.argv[2]))
term = diffrax.ODETerm(lambda t, y, args: -2.0 * y)
sol = diffrax.diffeqsolve(term, getattr(diffrax, solver_name)(), t0=0.0, t1=5.0, dt0=dt0, y0=jnp.ones(3),
                          saveat=diffrax.SaveAt(ts=jnp.linspace(0, 5, 11)),
                          stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-5) if dt0 is None else diffrax.ConstantStepSize())
print(sol.ys[-1])
