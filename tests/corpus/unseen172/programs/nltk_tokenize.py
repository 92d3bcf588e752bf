# Sentence- and word-tokenize a text file with NLTK (downloads the punkt_tab tokenizer first).
import sys
import nltk

nltk.download("punkt_tab")
text = open(sys.argv[1]).read()
sents = nltk.sent_tokenize(text)
print(len(sents), "sentences,", sum(len(nltk.word_tokenize(s)) for s in sents), "tokens")
