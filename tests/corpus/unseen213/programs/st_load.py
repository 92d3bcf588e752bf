import sys
from safetensors.torch import load_file
print({k: v.shape for k, v in load_file(sys.argv[1]).items()})
