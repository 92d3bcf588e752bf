import sys, tensorly as tl
tl.set_backend(sys.argv[1]); print(tl.tensor([[1.0, 2.0], [3.0, 4.0]]))
