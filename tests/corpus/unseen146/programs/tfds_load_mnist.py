# the TensorFlow Datasets quick start: load MNIST as a tf.data pipeline
import tensorflow_datasets as tfds
ds = tfds.load("mnist", split="train", as_supervised=True, data_dir="/tmp/unseen146-scratch/tfds-data")
for image, label in ds.take(1): print(image.shape, label)
