# nflows: build a masked autoregressive flow, one maximum-likelihood step, save it; argv: features, hidden features, output path
import sys
import torch
from nflows.flows.base import Flow
from nflows.distributions.normal import StandardNormal
from nflows.transforms.base import CompositeTransform
from nflows.transforms.autoregressive import MaskedAffineAutoregressiveTransform
from nflows.transforms.permutations import ReversePermutation

features = int(sys.argv[1]) if len(sys.argv) > 1 else 2
hidden = int(sys.argv[2]) if len(sys.argv) > 2 else 32
out = sys.argv[3] if len(sys.argv) > 3 else "maf.pt"
transforms = []
for _ in range(5):
    transforms.append(ReversePermutation(features=features))
    transforms.append(MaskedAffineAutoregressiveTransform(features=features, hidden_features=hidden))
flow = Flow(CompositeTransform(transforms), StandardNormal(shape=[features]))
opt = torch.optim.Adam(flow.parameters())
x = torch.randn(128, features)
loss = -flow.log_prob(inputs=x).mean()
loss.backward()
opt.step()
torch.save(flow, out)
