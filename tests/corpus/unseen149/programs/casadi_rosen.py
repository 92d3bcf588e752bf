import sys
import casadi as ca
x = ca.MX.sym("x"); y = ca.MX.sym("y"); z = ca.MX.sym("z")
f = x**2 + 100*z**2
g = z + (1 - x)**2 - y
mode = sys.argv[1] if len(sys.argv) > 1 else "ok"
if mode == "log":
    f = f + ca.log(x - 5)          # log of a negative number at the start
opts = {"ipopt.max_iter": 3} if mode == "maxiter" else {}
if mode == "logfail":
    f = f + ca.log(x - 5)
    opts = {"error_on_fail": True}
solver = ca.nlpsol("solver", "ipopt", {"x": ca.vertcat(x, y, z), "f": f, "g": g}, opts)
sol = solver(x0=[2.5, 3.0, 0.75], lbg=0, ubg=0)
print("x_opt:", sol["x"])
