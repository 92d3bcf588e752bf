import sys
from tpot import TPOTClassifier
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import train_test_split
X, y = load_breast_cancer(return_X_y=True)
X_tr, X_te, y_tr, y_te = train_test_split(X, y, random_state=0)
if __name__ == "__main__":
    est = TPOTClassifier(generations=int(sys.argv[1]), population_size=int(sys.argv[2]), n_jobs=1, verbose=int(sys.argv[3]), random_state=0, max_time_mins=None, max_eval_time_mins=0.5)
    est.fit(X_tr, y_tr)
    print("test score:", est.score(X_te, y_te))
