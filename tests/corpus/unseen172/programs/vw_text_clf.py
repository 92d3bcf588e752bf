# Vowpal Wabbit logistic regression on a text file's lines (does a line mention "return"?); VW prints its own progress table.
# vw_text_clf.py TEXT "VW ARGS"
import sys
import vowpalwabbit

vw = vowpalwabbit.Workspace(sys.argv[2])
for l in open(sys.argv[1]):
    words = [w.replace(":", "").replace("|", "") for w in l.lower().split() if w != "return"]
    if len(words) > 3:
        vw.learn(f"{1 if 'return' in l else -1} | {' '.join(words)}")
vw.finish()
