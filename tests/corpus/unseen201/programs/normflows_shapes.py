# normflows' RealNVP-style flow for 2-D data trained with forward KL on samples of the wrong dimension (a 3-column dataset).
import torch, normflows as nf

torch.manual_seed(0)
flows = []
for i in range(4):
    flows += [nf.flows.AffineCouplingBlock(nf.nets.MLP([1, 64, 64, 2], init_zeros=True)), nf.flows.Permute(2, mode="swap")]
model = nf.NormalizingFlow(nf.distributions.DiagGaussian(2), flows)
x = torch.randn(256, 3)
loss = model.forward_kld(x)
loss.backward()
