# tinygrad: train a small MLP on MNIST from tinygrad.nn.datasets (as in tinygrad's beautiful_mnist example)
from tinygrad import Tensor, TinyJit, nn
from tinygrad.nn.datasets import mnist
X_train, Y_train, X_test, Y_test = mnist()
class Model:
    def __init__(self): self.l1, self.l2 = nn.Linear(784, 128), nn.Linear(128, 10)
    def __call__(self, x): return self.l2(self.l1(x.flatten(1)).relu())
model = Model(); opt = nn.optim.Adam(nn.state.get_parameters(model))
@TinyJit
@Tensor.train()
def step():
    opt.zero_grad(); s = Tensor.randint(128, high=X_train.shape[0])
    loss = model(X_train[s]).sparse_categorical_crossentropy(Y_train[s]).backward(); opt.step(); return loss
for i in range(100): step()
