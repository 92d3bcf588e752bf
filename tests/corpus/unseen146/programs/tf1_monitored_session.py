# TF1-style training with tf.compat.v1.train.MonitoredTrainingSession and its LoggingTensorHook/StepCounterHook
import sys, numpy as np, tensorflow as tf
tf1 = tf.compat.v1; tf1.disable_eager_execution(); tf1.logging.set_verbosity(tf1.logging.INFO)
rng = np.random.default_rng(0); X = rng.normal(size=(4096, 10)).astype("float32"); Y = X @ rng.normal(size=(10, 1)).astype("float32")
x = tf1.placeholder(tf.float32, [None, 10]); y = tf1.placeholder(tf.float32, [None, 1])
pred = tf1.layers.dense(tf1.layers.dense(x, 32, tf.nn.relu), 1)
loss = tf1.losses.mean_squared_error(y, pred); gs = tf1.train.get_or_create_global_step()
train_op = tf1.train.GradientDescentOptimizer(float(sys.argv[1])).minimize(loss, global_step=gs)
hooks = [tf1.train.StopAtStepHook(last_step=int(sys.argv[2])), tf1.train.LoggingTensorHook({"loss": loss, "step": gs}, every_n_iter=50)]
with tf1.train.MonitoredTrainingSession(hooks=hooks, log_step_count_steps=100) as sess:
    while not sess.should_stop():
        i = rng.integers(0, 4096, 64); sess.run(train_op, {x: X[i], y: Y[i]})
