import sys
from pykeen.pipeline import pipeline
result = pipeline(dataset=sys.argv[1], model=sys.argv[2], optimizer="Adam", optimizer_kwargs=dict(lr=float(sys.argv[3])),
                  training_kwargs=dict(num_epochs=int(sys.argv[4]), use_tqdm_batch=False), random_seed=0, device="cpu")
print(result.metric_results.to_df().query("Side == 'both' and Rank_type == 'realistic'").to_string())
