import sys
from liblinear.liblinearutil import svm_read_problem, train
y, x = svm_read_problem(sys.argv[1]); train(y, x, "-s 0 -c 1")
