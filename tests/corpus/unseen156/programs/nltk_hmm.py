import sys, random
from nltk.tag.hmm import HiddenMarkovModelTrainer
random.seed(0)
syms = list("abcdef"); states = [0, 1, 2]
seqs = [[(random.choice(syms), None) for _ in range(int(sys.argv[2]))] for _ in range(40)]
HiddenMarkovModelTrainer(states, syms).train_unsupervised(seqs, max_iterations=int(sys.argv[1]))
