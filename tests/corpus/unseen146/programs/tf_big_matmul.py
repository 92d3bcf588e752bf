# build a large feature matrix in TensorFlow and take its Gram matrix
import sys, tensorflow as tf
n = int(sys.argv[1])
x = tf.random.normal((n, 4096))
g = tf.matmul(x, x, transpose_b=True)
print(float(tf.reduce_mean(g)))
