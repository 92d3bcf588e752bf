# sentencepiece: train a unigram model on a text corpus (its trainer logs as it goes)
import sys, sentencepiece as spm
spm.SentencePieceTrainer.train(input=sys.argv[1], model_prefix=sys.argv[2], vocab_size=int(sys.argv[3]), model_type="unigram")
