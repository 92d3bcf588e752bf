# Writes a tf.data dataset of random MNIST-shaped images (float32 in [0,1]) and int labels, batched by 64,
# for scripts that take --train_dataset_path (tf.data.Dataset.load) instead of downloading MNIST.
import sys
import numpy as np
import tensorflow as tf

path = sys.argv[1]
n = int(sys.argv[2]) if len(sys.argv) > 2 else 6400
r = np.random.RandomState(0)
x = r.rand(n, 28, 28).astype("float32")
y = r.randint(0, 10, n).astype("int64")
tf.data.Dataset.from_tensor_slices((x, y)).batch(64).save(path)
