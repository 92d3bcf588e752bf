# sentencepiece's trainer on a small local corpus: python spm_train.py INPUT VOCAB MODEL_TYPE
import sys, sentencepiece as spm
spm.SentencePieceTrainer.train(input=sys.argv[1], model_prefix="/tmp/unseen158-scratch/spm",
                               vocab_size=int(sys.argv[2]), model_type=sys.argv[3])
