from sklearn.datasets import make_classification
from sklearn.model_selection import train_test_split
from imblearn.ensemble import BalancedRandomForestClassifier
from imblearn.metrics import classification_report_imbalanced
X, y = make_classification(n_samples=3000, weights=[0.9, 0.1], n_features=12, random_state=0)
Xtr, Xte, ytr, yte = train_test_split(X, y, stratify=y, random_state=0)
clf = BalancedRandomForestClassifier(n_estimators=20, sampling_strategy="all", replacement=True,
                                     bootstrap=False, verbose=2, random_state=0)
clf.fit(Xtr, ytr)
print(classification_report_imbalanced(yte, clf.predict(Xte)))
