import sys
from sklearn.datasets import load_diabetes
import vowpalwabbit
# scikit-learn's bundled diabetes data, fed to VW's own online learner (it prints its progress table)
X, y = load_diabetes(return_X_y=True)
vw = vowpalwabbit.Workspace(sys.argv[1])
for epoch in range(int(sys.argv[2])):
    for xi, yi in zip(X, y):
        vw.learn(f"{yi} |x " + " ".join(f"f{j}:{v:.5f}" for j, v in enumerate(xi)))
vw.finish()
