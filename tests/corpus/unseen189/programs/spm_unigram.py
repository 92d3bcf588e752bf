# Driver: SentencePiece's unigram trainer on a synthetic corpus (it logs its own EM iterations).
import sys, random, sentencepiece as spm
random.seed(0)
w = "the a model data train learn answer question good bad cat dog run fast slow small large number".split()
with open("spm_corpus.txt", "w") as f:
    for _ in range(3000): f.write(" ".join(random.choice(w) + random.choice(["", "s", "ing", "ed"]) for _ in range(15)) + "\n")
spm.SentencePieceTrainer.train(input="spm_corpus.txt", model_prefix="spm_tiny", vocab_size=int(sys.argv[1]) if len(sys.argv) > 1 else 120, model_type="unigram")
