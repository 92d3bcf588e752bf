# sentencepiece's own trainer (it logs its EM iterations) on a synthetic corpus written by train_wordpiece.py.
import sys, sentencepiece as spm
spm.SentencePieceTrainer.train(" ".join(sys.argv[1:]))
