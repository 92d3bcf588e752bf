# LIBSVM's own solver (svmutil.svm_train prints its optimisation summary) on a LIBSVM-format file.
import argparse
from libsvm.svmutil import svm_read_problem, svm_train
p = argparse.ArgumentParser(); p.add_argument("--data", default="/tmp/unseen143-scratch/iris.libsvm"); p.add_argument("--opts", default="-c 1 -g 0.5"); a = p.parse_args()
y, x = svm_read_problem(a.data)
svm_train(y, x, a.opts)
