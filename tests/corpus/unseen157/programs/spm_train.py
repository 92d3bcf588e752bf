import sys, glob, sentencepiece as spm
# corpus: the docstrings/source of Python's own standard library
files = sorted(glob.glob("/root/.pyenv/versions/3.11.7/lib/python3.11/*.py"))[:60]
spm.SentencePieceTrainer.train(input=",".join(files), model_prefix="/tmp/unseen157-scratch/spm", model_type=sys.argv[1], vocab_size=int(sys.argv[2]), input_sentence_size=20000)
