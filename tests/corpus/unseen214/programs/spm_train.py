import sys, sentencepiece as spm
spm.SentencePieceTrainer.train(" ".join(sys.argv[1:]))
