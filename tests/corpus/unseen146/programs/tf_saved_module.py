# writes a small tf.Module (a 2-layer MLP) as a SavedModel, for tf2onnx to convert
import sys, tensorflow as tf
class MLP(tf.Module):
    def __init__(self):
        self.w1 = tf.Variable(tf.random.normal((8, 16))); self.w2 = tf.Variable(tf.random.normal((16, 2)))
    @tf.function(input_signature=[tf.TensorSpec([None, 8], tf.float32)])
    def __call__(self, x): return tf.nn.softmax(tf.nn.relu(x @ self.w1) @ self.w2)
tf.saved_model.save(MLP(), sys.argv[1])
