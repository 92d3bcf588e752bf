# Train a SentencePiece tokenizer: spm_train.py INPUT VOCAB_SIZE MODEL_TYPE
import sys
import sentencepiece as spm

spm.SentencePieceTrainer.train(input=sys.argv[1], model_prefix="tok",
                               vocab_size=int(sys.argv[2]), model_type=sys.argv[3])
