from sklearn.datasets import load_iris
from minisom import MiniSom
X = load_iris().data
som = MiniSom(6, 6, 3, sigma=1.0, learning_rate=0.5, random_seed=0)
som.train_random(X, 200, verbose=True)
