"""Train a unigram SentencePiece model on a text file; sentencepiece's own trainer logs."""
import sys
import sentencepiece as spm

text = sys.argv[1] if len(sys.argv) > 1 else "corpus.txt"
vocab_size = int(sys.argv[2]) if len(sys.argv) > 2 else 300
spm.SentencePieceTrainer.train(input=text, model_prefix="spm_unigram", vocab_size=vocab_size, model_type="unigram")
