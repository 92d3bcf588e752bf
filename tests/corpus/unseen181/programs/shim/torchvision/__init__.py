# Local stand-in for torchvision (PyPI wheels do not import against this machine's torch):
# datasets give FakeData-like random tensors of the real shapes, no download.
from . import datasets, transforms, utils
__version__ = "0.0-shim"
