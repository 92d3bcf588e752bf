"""Train a SentencePiece unigram model on a text file; SentencePiece's trainer logs its EM iterations."""
import argparse

import sentencepiece as spm

p = argparse.ArgumentParser()
p.add_argument("--input", default="corpus.txt")
p.add_argument("--vocab-size", type=int, default=400)
p.add_argument("--model-type", default="unigram")
a = p.parse_args()
spm.SentencePieceTrainer.train(input=a.input, model_prefix="spm_out", vocab_size=a.vocab_size, model_type=a.model_type,
                               num_threads=1, minloglevel=0)
