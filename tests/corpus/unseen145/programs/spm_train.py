# SentencePiece's trainer on a text file; the trainer logs its EM iterations itself
import sys, sentencepiece as spm
spm.SentencePieceTrainer.train(input=sys.argv[1], model_prefix="spm145", vocab_size=int(sys.argv[2]), model_type=sys.argv[3])
