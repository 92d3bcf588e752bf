import sys
import casadi as ca
n = int(sys.argv[1])
x = ca.MX.sym("x", n)
f = sum((1 - x[i]) ** 2 + 100 * (x[i + 1] - x[i] ** 2) ** 2 for i in range(n - 1))
g = ca.sqrt(x[0] - float(sys.argv[2])) if len(sys.argv) > 2 else x[0] + x[1]
solver = ca.nlpsol("S", sys.argv[3] if len(sys.argv) > 3 else "ipopt", {"x": x, "f": f, "g": g})
print(solver(x0=[-1.2] * n, lbg=-10, ubg=10)["f"])
