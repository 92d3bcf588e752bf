"""KerasTuner: RandomSearch over a Keras 3 MLP's width and learning rate on scikit-learn's digits."""
import sys
import keras
import keras_tuner
from sklearn.datasets import load_digits

x, y = load_digits(return_X_y=True)
x = x.astype("float32") / 16.0
lr_max = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-1


def build(hp):
    model = keras.Sequential([keras.Input((64,)), keras.layers.Dense(hp.Int("units", 16, 128, step=16), activation="relu"), keras.layers.Dense(10, activation="softmax")])
    model.compile(keras.optimizers.SGD(hp.Float("lr", lr_max / 100, lr_max, sampling="log")), "sparse_categorical_crossentropy", ["accuracy"])
    return model


tuner = keras_tuner.RandomSearch(build, objective="val_accuracy", max_trials=3, directory="/tmp/unseen142-scratch/kt", project_name=f"digits{lr_max}", seed=0)
tuner.search(x, y, epochs=3, validation_split=0.2, verbose=2)
tuner.results_summary(num_trials=2)
