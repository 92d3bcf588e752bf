# a custom TF2 training loop (GradientTape) whose loss is guarded by tf.debugging.check_numerics
import numpy as np, tensorflow as tf
X = tf.constant(np.random.default_rng(0).normal(size=(512, 4)), tf.float32); y = tf.reduce_sum(X, 1, keepdims=True)
w = tf.Variable(tf.ones((4, 1))); opt = tf.keras.optimizers.SGD(3.0)
@tf.function
def step():
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.exp(tf.matmul(X, w) - y))
        loss = tf.debugging.check_numerics(loss, "training loss")
    opt.apply_gradients([(tape.gradient(loss, w), w)])
    return loss
for i in range(50):
    step()
