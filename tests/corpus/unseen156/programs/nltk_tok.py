import sys, nltk
print(nltk.word_tokenize(open(sys.argv[1]).read())[:20])
