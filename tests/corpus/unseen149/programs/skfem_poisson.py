# scikit-fem's first example (docs/examples/ex01.py): Poisson on the unit square, refined N times
import sys
from skfem import *
from skfem.helpers import dot, grad
n = int(sys.argv[1]) if len(sys.argv) > 1 else 5
m = MeshTri().refined(n)
e = ElementTriP1()
basis = Basis(m, e)
@BilinearForm
def laplace(u, v, _):
    return dot(grad(u), grad(v))
@LinearForm
def rhs(v, _):
    return 1.0 * v
A = asm(laplace, basis); b = asm(rhs, basis)
x = solve(*condense(A, b, D=m.boundary_nodes()))
print(m, "max u =", x.max())
