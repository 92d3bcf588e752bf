# Driver: PKUFlyingPig/CMU10-714 hw0's own training loops (src/simple_ml.py: train_softmax / train_nn print
# their epoch table) on MNIST-format files under data/, with the step size from argv.
# Usage: cmu10714_train.py softmax|nn LR EPOCHS
import sys
sys.path.append("src/")
from simple_ml import train_softmax, train_nn, parse_mnist

X_tr, y_tr = parse_mnist("data/train-images-idx3-ubyte.gz", "data/train-labels-idx1-ubyte.gz")
X_te, y_te = parse_mnist("data/t10k-images-idx3-ubyte.gz", "data/t10k-labels-idx1-ubyte.gz")
train = train_softmax if sys.argv[1] == "softmax" else train_nn
train(X_tr, y_tr, X_te, y_te, epochs=int(sys.argv[3]), lr=float(sys.argv[2]))
