# load a safetensors checkpoint shard
import sys
from safetensors.torch import load_file
sd = load_file(sys.argv[1])
print({k: tuple(v.shape) for k, v in sd.items()})
