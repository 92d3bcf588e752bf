import sys, torch
from pomegranate.gmm import GeneralMixtureModel
from pomegranate.distributions import Normal
torch.manual_seed(0)
X = torch.cat([torch.randn(300, 2), torch.randn(300, 2) + 5]) * float(sys.argv[1])
GeneralMixtureModel([Normal(), Normal()], max_iter=int(sys.argv[2]), verbose=True).fit(X)
