# two-process JAX job: this is process 1, waiting for the coordinator given on the command line
import sys, jax
jax.distributed.initialize(coordinator_address=sys.argv[1], num_processes=2, process_id=1, initialization_timeout=20)
print(jax.devices())
