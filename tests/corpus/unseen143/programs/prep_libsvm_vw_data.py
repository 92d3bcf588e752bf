# Setup (not a case): writes the LIBSVM, Vowpal Wabbit and broken-LIBSVM files the libsvm_train.py / vw_train.py runs read, under /tmp/unseen143-scratch.
from sklearn.datasets import load_iris, load_diabetes, dump_svmlight_file
X, y = load_iris(return_X_y=True); dump_svmlight_file(X, y, "/tmp/unseen143-scratch/iris.libsvm")
X, y = load_diabetes(return_X_y=True)
with open("/tmp/unseen143-scratch/diabetes.vw", "w") as f:
    for xi, yi in zip(X, y): f.write(f"{yi} | " + " ".join(f"f{j}:{v:.5f}" for j, v in enumerate(xi)) + "\n")
with open("/tmp/unseen143-scratch/iris_broken.libsvm", "w") as f:
    f.write("0 1:5.1 2:3.5 3:1.4 4:0.2\n1 1:7.0,2:3.2 3:4.7 4:1.4\n")
