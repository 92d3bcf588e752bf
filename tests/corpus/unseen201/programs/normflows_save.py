# normflows' RealNVP flow (its own model classes), trained a few steps on a 2-D target, then saved with the model's save().
import sys
import torch, normflows as nf

path = sys.argv[1] if len(sys.argv) > 1 else "flow.pt"
torch.manual_seed(0)
flows = []
for i in range(16):
    param_map = nf.nets.MLP([1, 512, 512, 2], init_zeros=True)
    flows += [nf.flows.AffineCouplingBlock(param_map), nf.flows.Permute(2, mode="swap")]
model = nf.NormalizingFlow(nf.distributions.DiagGaussian(2), flows, nf.distributions.TwoMoons())
opt = torch.optim.Adam(model.parameters(), lr=1e-4)
for it in range(20):
    opt.zero_grad()
    loss = model.reverse_kld(64)
    loss.backward()
    opt.step()
model.save(path)
