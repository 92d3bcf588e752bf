import sys, random, sentencepiece as spm
random.seed(0)
words = ["".join(random.choice("abcdefghijklmnop") for _ in range(random.randint(2, 8))) for _ in range(400)]
with open("corpus.txt", "w") as f:
    for _ in range(3000): f.write(" ".join(random.choice(words) for _ in range(12)) + "\n")
spm.SentencePieceTrainer.train(" ".join(sys.argv[1:]))
