import sys, numpy as np, cv2
rng = np.random.default_rng(0)
X = rng.normal(size=(200, 4)).astype(sys.argv[1]); y = (X[:, 0] > 0).astype(np.int32)
svm = cv2.ml.SVM_create(); svm.setKernel(cv2.ml.SVM_RBF)
svm.train(X, cv2.ml.ROW_SAMPLE, y); print(svm.predict(X[:5])[1].ravel())
