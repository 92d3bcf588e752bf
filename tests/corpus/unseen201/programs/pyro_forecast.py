# Pyro's Forecaster fits a tiny local-level model on a synthetic series; Pyro logs the SVI loss.
import logging, sys
import torch, pyro, pyro.distributions as dist
from pyro.contrib.forecast import ForecastingModel, Forecaster

logging.basicConfig(format="%(relativeCreated) 9d %(message)s", level=logging.INFO)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.05
steps = int(sys.argv[2]) if len(sys.argv) > 2 else 201

class Model(ForecastingModel):
    def model(self, zero_data, covariates):
        data_dim = zero_data.size(-1)
        bias = pyro.sample("bias", dist.Normal(0, 10).expand([data_dim]).to_event(1))
        weight = pyro.sample("weight", dist.Normal(0, 0.1).expand([covariates.size(-1), data_dim]).to_event(2))
        prediction = bias + covariates @ weight
        noise_scale = pyro.sample("noise_scale", dist.LogNormal(-5, 5).expand([1]).to_event(1))
        self.predict(dist.Normal(0, noise_scale), prediction)

torch.manual_seed(0)
T = 300
t = torch.arange(T, dtype=torch.float)
covariates = torch.stack([torch.sin(2 * 3.14159 * t / 7), torch.cos(2 * 3.14159 * t / 7), t / T], -1)
data = (3 + covariates @ torch.tensor([[1.0], [0.5], [2.0]]) + 0.3 * torch.randn(T, 1))
pyro.set_rng_seed(1)
pyro.clear_param_store()
forecaster = Forecaster(Model(), data[:250], covariates[:250], learning_rate=lr, num_steps=steps, log_every=25)
samples = forecaster(data[:250], covariates, num_samples=100)
print("forecast shape", tuple(samples.shape))
