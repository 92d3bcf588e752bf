import sys
import arviz as az
idata = az.load_arviz_data(sys.argv[1])
print(az.summary(idata, var_names=["mu", "tau"]))
