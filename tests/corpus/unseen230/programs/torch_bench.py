# torch.utils.benchmark: time matmul sizes; print each Measurement, or the Compare table with --compare
import sys, torch
import torch.utils.benchmark as benchmark
results = []
for n in (32, 64, 128):
    x = torch.randn(n, n)
    results.append(benchmark.Timer(stmt="x @ x", globals={"x": x}, label="matmul", sub_label=f"{n}x{n}",
                                   num_threads=1).blocked_autorange(min_run_time=0.2))
if "--compare" in sys.argv:
    benchmark.Compare(results).print()
else:
    for r in results:
        print(r)
