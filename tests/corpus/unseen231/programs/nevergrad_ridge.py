import sys
import nevergrad as ng
from sklearn.datasets import load_diabetes
from sklearn.linear_model import Ridge
from sklearn.model_selection import cross_val_score
X, y = load_diabetes(return_X_y=True)
def loss(log_alpha):
    return -cross_val_score(Ridge(alpha=10 ** log_alpha), X, y, cv=3).mean()
opt = ng.optimizers.registry[sys.argv[1]](parametrization=ng.p.Scalar(lower=-6, upper=3), budget=int(sys.argv[2]))
rec = opt.minimize(loss, verbosity=2)
print(rec.value)
