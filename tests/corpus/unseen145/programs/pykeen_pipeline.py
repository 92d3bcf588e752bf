# PyKEEN's pipeline on its bundled Nations dataset; PyKEEN's loop prints
import sys
from pykeen.pipeline import pipeline
r = pipeline(dataset="Nations", model=sys.argv[1], epochs=int(sys.argv[2]),
             optimizer_kwargs=dict(lr=float(sys.argv[3])), random_seed=0, device="cpu")
print(r.metric_results.to_df().head(12))
