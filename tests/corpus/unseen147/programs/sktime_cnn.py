import sys
from sktime.datasets import load_unit_test
from sktime.classification.deep_learning.cnn import CNNClassifier
X, y = load_unit_test(split="train", return_X_y=True)
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
clf = CNNClassifier(n_epochs=5, batch_size=4, verbose=True, random_state=0,
                    optimizer=None) if lr == 0.01 else None
if clf is None:
    import tensorflow as tf
    clf = CNNClassifier(n_epochs=5, batch_size=4, verbose=True, random_state=0,
                        optimizer=tf.keras.optimizers.Adam(learning_rate=lr))
clf.fit(X, y)
print(clf.score(*load_unit_test(split="test", return_X_y=True)))
