# BayesFlow 2 BasicWorkflow (online training) on a 2-d Gaussian mean model, Keras on the torch backend; argv: learning_rate [nan: 5% of simulations return NaN]
import os, sys
os.environ.setdefault("KERAS_BACKEND", "torch")
import numpy as np, bayesflow as bf
def prior():
    return dict(mu=np.random.normal(size=2))
def likelihood(mu):
    if len(sys.argv) > 2 and np.random.rand() < 0.05:
        return dict(x=np.full((10, 2), np.nan))
    return dict(x=np.random.normal(mu, 1.0, size=(10, 2)))
simulator = bf.make_simulator([prior, likelihood])
wf = bf.BasicWorkflow(simulator=simulator, inference_network=bf.networks.CouplingFlow(), summary_network=bf.networks.DeepSet(),
                      inference_variables=["mu"], summary_variables=["x"], initial_learning_rate=float(sys.argv[1]))
wf.fit_online(epochs=3, batch_size=32, num_batches_per_epoch=20)
