import sys
import statsmodels.formula.api as smf
from sklearn.datasets import load_diabetes
df = load_diabetes(as_frame=True).frame
print(smf.ols(sys.argv[1], data=df).fit(disp=1).summary())
