from sklearn.datasets import make_classification
from imblearn.tensorflow import balanced_batch_generator
X, y = make_classification(n_samples=500, weights=[0.9, 0.1], random_state=0)
gen, steps = balanced_batch_generator(X, y, batch_size=32, random_state=0)
print(steps)
