# fit a normal surrogate posterior with TensorFlow Probability's VI loop
import tensorflow as tf, tensorflow_probability as tfp
tfd = tfp.distributions
target = tfd.Normal(3.0, 2.0)
q = tfd.Normal(tf.Variable(0.0), tfp.util.TransformedVariable(1.0, tfp.bijectors.Softplus()))
losses = tfp.vi.fit_surrogate_posterior(target.log_prob, q, tf.optimizers.Adam(0.1), num_steps=200)
print(losses[-1])
