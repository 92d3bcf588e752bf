# river online text classification (does a line mention "return"?) scored by progressive validation; river prints its own progress.
# river_text_clf.py TEXT MODEL(nb|logreg) LR
import sys
from river import compose, evaluate, feature_extraction, linear_model, metrics, naive_bayes, optim

stream = [({"text": l.replace("return", "")}, "return" in l) for l in open(sys.argv[1]) if len(l.split()) > 3]
if sys.argv[2] == "nb":
    model = compose.Pipeline(feature_extraction.BagOfWords(on="text", lowercase=True), naive_bayes.MultinomialNB())
else:
    model = compose.Pipeline(feature_extraction.TFIDF(on="text", lowercase=True), linear_model.LogisticRegression(optimizer=optim.SGD(float(sys.argv[3]))))
evaluate.progressive_val_score(stream, model, metrics.Accuracy() + metrics.LogLoss(), print_every=500)
