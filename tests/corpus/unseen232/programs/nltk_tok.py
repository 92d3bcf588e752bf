# NLTK: fetch the punkt tokenizer data, then split a corpus into sentences and words
import sys, nltk
nltk.download("punkt_tab")
text = open(sys.argv[1]).read()
sents = nltk.sent_tokenize(text)
print(len(sents), nltk.word_tokenize(sents[0])[:10])
