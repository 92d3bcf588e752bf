# NetKet: VMC for the 2-d Heisenberg model on a 3x3 lattice with a Jastrow ansatz and Adam, logging the energy and magnetisation
import sys, netket as nk
g = nk.graph.Square(3, pbc=True); hi = nk.hilbert.Spin(s=0.5, N=g.n_nodes, total_sz=0)
H = nk.operator.Heisenberg(hilbert=hi, graph=g)
vs = nk.vqs.MCState(nk.sampler.MetropolisExchange(hi, graph=g), nk.models.Jastrow(), n_samples=512, seed=1)
mz = sum(nk.operator.spin.sigmaz(hi, i) for i in range(g.n_nodes)) / g.n_nodes
gs = nk.driver.VMC(H, nk.optimizer.Adam(learning_rate=float(sys.argv[1])), variational_state=vs)
gs.run(n_iter=int(sys.argv[2]), out=nk.logging.RuntimeLog(), obs={"Mz": mz})
