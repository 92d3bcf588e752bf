# python-crfsuite's Trainer given its training parameters as key=value pairs on the command line.
import sys, pycrfsuite
trainer = pycrfsuite.Trainer(verbose=False)
trainer.append([{"w": "the"}, {"w": "cat"}], ["DET", "N"])
trainer.set_params({k: float(v) for k, v in (a.split("=") for a in sys.argv[1:])})
trainer.train("/tmp/unseen197-scratch/tagger2.crfsuite")
