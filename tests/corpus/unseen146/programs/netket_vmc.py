# NetKet: variational Monte Carlo for the 1-d transverse-field Ising chain with an RBM (NetKet's VMC driver loop)
import sys, netket as nk
L = 12
hi = nk.hilbert.Spin(s=0.5, N=L)
H = nk.operator.Ising(hilbert=hi, graph=nk.graph.Chain(L), h=1.0)
vs = nk.vqs.MCState(nk.sampler.MetropolisLocal(hi), nk.models.RBM(alpha=1), n_samples=512, seed=0)
gs = nk.driver.VMC(H, nk.optimizer.Sgd(learning_rate=float(sys.argv[1])), variational_state=vs)
gs.run(n_iter=int(sys.argv[2]), out=nk.logging.RuntimeLog())
