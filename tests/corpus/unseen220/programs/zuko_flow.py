# zuko: a normalising flow's log-likelihood on toy data; argv: flow class, features of the flow, features of the data, samples
import sys
import torch
import zuko

kind = sys.argv[1] if len(sys.argv) > 1 else "MAF"
features = int(sys.argv[2]) if len(sys.argv) > 2 else 2
data_features = int(sys.argv[3]) if len(sys.argv) > 3 else 2
n = int(sys.argv[4]) if len(sys.argv) > 4 else 256
flow = getattr(zuko.flows, kind)(features=features, context=0, transforms=3, hidden_features=(64, 64))
x = torch.randn(n, data_features)
loss = -flow().log_prob(x).mean()
loss.backward()
print(float(loss))
