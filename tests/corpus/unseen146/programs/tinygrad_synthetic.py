# tinygrad: a jitted training step of a small MLP on synthetic data (run with DEBUG=2 to see tinygrad's kernel log)
import sys
from tinygrad import Tensor, TinyJit, nn
Tensor.manual_seed(0)
X = Tensor.randn(512, 16); Y = (X[:, 0] > 0).cast("int32")
l1, l2 = nn.Linear(16, 32), nn.Linear(32, 2)
opt = nn.optim.SGD(nn.state.get_parameters([l1, l2]), lr=float(sys.argv[1]))
@TinyJit
@Tensor.train()
def step():
    opt.zero_grad(); loss = l2(l1(X).relu()).sparse_categorical_crossentropy(Y).backward(); opt.step(); return loss
for i in range(int(sys.argv[2])): step()
