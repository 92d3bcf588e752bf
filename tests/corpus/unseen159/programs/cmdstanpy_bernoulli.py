# CmdStanPy's "Hello, World" (bernoulli model), as in its getting-started guide
import os
from cmdstanpy import CmdStanModel
open("bernoulli.stan", "w").write("data { int<lower=0> N; array[N] int<lower=0,upper=1> y; }\nparameters { real<lower=0,upper=1> theta; }\nmodel { theta ~ beta(1,1); y ~ bernoulli(theta); }\n")
model = CmdStanModel(stan_file="bernoulli.stan")
fit = model.sample(data={"N": 10, "y": [0, 1, 0, 0, 0, 0, 0, 0, 0, 1]})
print(fit.summary())
