# reservoirpy's Japanese vowels classification set (its loader fetches the data), then an ESN fitted on it
from reservoirpy.datasets import japanese_vowels
from reservoirpy.nodes import Reservoir, Ridge

X_train, Y_train, X_test, Y_test = japanese_vowels()
model = Reservoir(200, lr=0.1, sr=0.9, seed=0) >> Ridge(ridge=1e-6)
model.fit(X_train, Y_train)
