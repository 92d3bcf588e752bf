# keras-hub's BertClassifier from a preset, fit on a few sentences (Keras 3, torch backend).
import argparse, os
os.environ.setdefault("KERAS_BACKEND", "torch")
import keras_hub

p = argparse.ArgumentParser()
p.add_argument("--preset", default="bert_tiny_en_uncased")
p.add_argument("--epochs", type=int, default=2)
a = p.parse_args()

features = ["The quick brown fox jumped.", "I forgot my homework.", "What a lovely day.", "This is awful."]
labels = [0, 3, 1, 2]
classifier = keras_hub.models.BertClassifier.from_preset(a.preset, num_classes=4)
classifier.fit(x=features, y=labels, batch_size=2, epochs=a.epochs)
