# normflows: the RealNVP of its README, one forward-KL step on toy data; argv: latent size, data dimension, samples
import sys
import torch
import normflows as nf

K = 4
latent = int(sys.argv[1]) if len(sys.argv) > 1 else 2
dim = int(sys.argv[2]) if len(sys.argv) > 2 else 2
n = int(sys.argv[3]) if len(sys.argv) > 3 else 512
b = torch.Tensor([1 if i % 2 == 0 else 0 for i in range(latent)])
flows = []
for i in range(K):
    s = nf.nets.MLP([latent, 2 * latent, latent], init_zeros=True)
    t = nf.nets.MLP([latent, 2 * latent, latent], init_zeros=True)
    flows += [nf.flows.MaskedAffineFlow(b if i % 2 == 0 else 1 - b, t, s), nf.flows.ActNorm(latent)]
model = nf.NormalizingFlow(nf.distributions.DiagGaussian(latent), flows)
x = torch.randn(n, dim)
loss = model.forward_kld(x)
loss.backward()
print(loss.item())
