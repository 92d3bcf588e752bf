import os, json
from cmdstanpy import CmdStanModel
open("bern.stan", "w").write("data { int N; array[N] int<lower=0,upper=1> y; } parameters { real<lower=0,upper=1> theta; } model { y ~ bernoulli(theta); }")
model = CmdStanModel(stan_file="bern.stan")
print(model.sample(data={"N": 4, "y": [0, 1, 0, 0]}, chains=1).summary())
