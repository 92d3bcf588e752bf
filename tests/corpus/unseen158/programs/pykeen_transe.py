# pykeen's pipeline: TransE (or the model named) on a small synthetic triples factory: python pykeen_transe.py LR [MODEL] [--early]
import sys, numpy as np
from pykeen.pipeline import pipeline
from pykeen.triples import TriplesFactory
rng = np.random.default_rng(0)
t = np.array([[f"e{h}", f"r{r}", f"e{(h * 7 + r) % 60}"] for h, r in zip(rng.integers(0, 60, 1500), rng.integers(0, 5, 1500))])
tf = TriplesFactory.from_labeled_triples(np.unique(t, axis=0))
train, test = tf.split([0.9, 0.1], random_state=0)
r = pipeline(training=train, testing=test, model=sys.argv[2] if len(sys.argv) > 2 else "TransE", optimizer_kwargs={"lr": float(sys.argv[1])},
             training_kwargs={"num_epochs": 5, "batch_size": 128}, random_seed=0, device="cpu",
             **({"stopper": "early", "stopper_kwargs": {"frequency": 1, "patience": 1}} if "--early" in sys.argv else {}))
print(r.metric_results.to_df().query("Side == 'both' and Rank_type == 'realistic'").head(8).to_string())
