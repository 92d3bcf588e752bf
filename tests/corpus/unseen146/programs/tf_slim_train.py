# TF-Slim (tf_slim): slim.learning.train on a small regression graph (TF1 graph mode through tf.compat.v1)
import sys, numpy as np, tensorflow.compat.v1 as tf, tf_slim as slim
tf.disable_eager_execution(); tf.logging.set_verbosity(tf.logging.INFO)
rng = np.random.default_rng(0); X = rng.normal(size=(1024, 8)).astype(np.float32); Y = (X @ rng.normal(size=(8, 1))).astype(np.float32)
x, y = tf.train.shuffle_batch([tf.constant(X), tf.constant(Y)], batch_size=64, capacity=2048, min_after_dequeue=256, enqueue_many=True)
pred = slim.fully_connected(slim.fully_connected(x, 32), 1, activation_fn=None)
slim.losses.mean_squared_error(pred, y); total = slim.losses.get_total_loss()
train_op = slim.learning.create_train_op(total, tf.train.GradientDescentOptimizer(float(sys.argv[1])))
slim.learning.train(train_op, sys.argv[3], number_of_steps=int(sys.argv[2]), log_every_n_steps=20, save_summaries_secs=600)
