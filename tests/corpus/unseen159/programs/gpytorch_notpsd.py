# GPyTorch exact GP on 200 copies of 3 points with the noise pinned near zero
import torch, gpytorch
torch.manual_seed(0)
x = torch.rand(3, 1).repeat(200, 1); y = torch.sin(6 * x).squeeze(-1)
lik = gpytorch.likelihoods.GaussianLikelihood(noise_constraint=gpytorch.constraints.Interval(0.0, 1e-12))
class GP(gpytorch.models.ExactGP):
    def __init__(self):
        super().__init__(x, y, lik); self.m = gpytorch.means.ConstantMean(); self.k = gpytorch.kernels.RBFKernel()
    def forward(self, t):
        return gpytorch.distributions.MultivariateNormal(self.m(t), self.k(t))
gp = GP(); gp.train()
mll = gpytorch.mlls.ExactMarginalLogLikelihood(lik, gp)
with gpytorch.settings.cholesky_jitter(float_value=1e-12, double_value=1e-12), gpytorch.settings.max_cholesky_size(10000):
    (-mll(gp(x), y)).backward()
